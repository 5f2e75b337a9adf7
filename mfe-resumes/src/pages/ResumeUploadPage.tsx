import { useState } from 'react';
import { Page, ProgressBar } from '@careerforge/shared';
import type { Resume, ResumeDetails } from '@careerforge/contract';
import { useParseResumeText } from '../api/parse-resume-text';
import { useUploadResume } from '../api/upload-resume';
import { EntryModeToggle, type EntryMode } from '../components/EntryModeToggle';
import { FreeformResumeDialog } from '../components/FreeformResumeDialog';
import { Notice, type NoticeContent } from '../components/Notice';
import { PasteTextForm } from '../components/PasteTextForm';
import { ResumeDetailsPanel } from '../components/ResumeDetailsPanel';
import { ResumeList } from '../components/ResumeList';
import { UploadFileForm } from '../components/UploadFileForm';
import { failureMessage } from '../lib/failureMessage';
import { describeImport } from '../lib/importSummary';
import { useWorkProgress } from '../lib/useWorkProgress';
import './ResumeUploadPage.css';

/** /resume-upload: upload a resume file or paste its text to fill the profile, and manage the stored resumes. */
export function ResumeUploadPage() {
  const [mode, setMode] = useState<EntryMode>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [editing, setEditing] = useState<Resume | null>(null);
  // What the last upload or paste found about the person, offered for the profile until saved or dismissed.
  const [details, setDetails] = useState<ResumeDetails | null>(null);
  // Named after the work that runs, which a mode switch must not rename.
  const [progressLabel, setProgressLabel] = useState('Upload progress');
  const progress = useWorkProgress();
  const upload = useUploadResume();
  const parse = useParseResumeText();
  const busy = upload.isPending || parse.isPending;

  const showError = (message: string) => setNotice({ tone: 'error', message });

  function chooseFile(chosen: File) {
    setFile(chosen);
    // An earlier refusal no longer applies.
    setNotice(null);
  }

  function offerDetails(found: ResumeDetails | undefined) {
    setDetails(found && Object.keys(found).length > 0 ? found : null);
  }

  function handleUpload(chosen: File) {
    setNotice(null);
    setDetails(null);
    setProgressLabel('Upload progress');
    progress.start();
    upload.mutate(
      { file: chosen, onProgress: progress.reportUpload },
      {
        onSuccess: ({ imported, details: found }) => {
          progress.finishGradually();
          setFile(null);
          setNotice({ tone: 'success', message: 'Resume uploaded successfully!', detail: describeImport(imported) });
          offerDetails(found);
        },
        onError: (error) => {
          progress.complete();
          showError(failureMessage(error, 'Something went wrong.'));
        },
      },
    );
  }

  function handleParse(trimmedText: string) {
    setNotice(null);
    setDetails(null);
    setProgressLabel('Parse progress');
    progress.startWaiting();
    parse.mutate(trimmedText, {
      onSuccess: ({ imported, details: found }) => {
        progress.complete();
        setText('');
        setNotice({ tone: 'success', message: 'Resume text parsed successfully!', detail: describeImport(imported) });
        offerDetails(found);
      },
      onError: (error) => {
        progress.complete();
        showError(failureMessage(error, 'Something went wrong while parsing text.'));
      },
    });
  }

  function closeEditor(updated?: NoticeContent) {
    setEditing(null);
    if (updated) setNotice(updated);
  }

  return (
    <Page title="Upload or Paste Your Resume">
      <div className="resume-entry">
        <EntryModeToggle mode={mode} onChange={setMode} />
        {mode === 'upload' ? (
          <UploadFileForm file={file} onFileChange={chooseFile} busy={busy} onUpload={handleUpload} onInvalid={showError} />
        ) : (
          <PasteTextForm text={text} onTextChange={setText} busy={busy} onParse={handleParse} onInvalid={showError} />
        )}
        {progress.percent !== null && (
          <ProgressBar value={progress.percent} label={progressLabel} />
        )}
        {notice && <Notice notice={notice} onDismiss={() => setNotice(null)} />}
        {details && (
          <ResumeDetailsPanel
            details={details}
            onSaved={() => {
              setDetails(null);
              setNotice({ tone: 'success', message: 'Your profile was updated with the details you chose.' });
            }}
            onDismiss={() => setDetails(null)}
          />
        )}
      </div>

      <ResumeList
        onViewFreeform={setEditing}
        onDeleted={() => setNotice({ tone: 'success', message: 'Resume deleted successfully!' })}
      />

      {editing && <FreeformResumeDialog resume={editing} onClose={closeEditor} />}
    </Page>
  );
}
