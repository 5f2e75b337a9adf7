import { useState } from 'react';
import { Button, Page, ProgressBar, useSubmitGuard } from '@careerforge/shared';
import type { Resume, ResumeCandidates, ResumeDetails, ResumeListItem } from '@careerforge/contract';
import { useParseResumeText } from '../api/parse-resume-text';
import { useUploadResume } from '../api/upload-resume';
import { EntryModeToggle, type EntryMode } from '../components/EntryModeToggle';
import { FreeformResumeDialog } from '../components/FreeformResumeDialog';
import { Notice, type NoticeContent } from '../components/Notice';
import { PasteTextForm } from '../components/PasteTextForm';
import { ResumeDetailsPanel } from '../components/ResumeDetailsPanel';
import { ResumeList } from '../components/ResumeList';
import { ResumeReview } from '../components/ResumeReview';
import { UploadFileForm } from '../components/UploadFileForm';
import { failureMessage } from '../lib/failureMessage';
import { useWorkProgress } from '../lib/useWorkProgress';
import './ResumeUploadPage.css';

/** What an upload, paste or edit answered: the stored resume and what was found in it. */
interface SavedResumeAnswer {
  resume: Resume;
  candidates?: ResumeCandidates;
  already_uploaded?: boolean;
}

/** The review offered after an upload or paste; a document stored before waits for 'Review it again'. */
interface ReviewState {
  resumeId: number;
  candidates: ResumeCandidates;
  waitingForReviewAgain: boolean;
  /** Starts the review afresh for each answer, even of the same resume. */
  round: number;
}

/** /resume-upload: upload a resume file or paste its text to fill the profile, and manage the stored resumes. */
export function ResumeUploadPage() {
  const [mode, setMode] = useState<EntryMode>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [editing, setEditing] = useState<ResumeListItem | null>(null);
  // What the last upload or paste found about the person, offered for the profile until saved or dismissed.
  const [details, setDetails] = useState<ResumeDetails | null>(null);
  const [review, setReview] = useState<ReviewState | null>(null);
  // Named after the work that runs, which a mode switch must not rename.
  const [progressLabel, setProgressLabel] = useState('Upload progress');
  const progress = useWorkProgress();
  const upload = useUploadResume();
  const parse = useParseResumeText();
  // One upload or parse at a time, whichever mode started it.
  const submission = useSubmitGuard();
  const busy = submission.submitting;

  const showError = (message: string) => setNotice({ tone: 'error', message });

  function chooseFile(chosen: File) {
    setFile(chosen);
    // An earlier refusal no longer applies.
    setNotice(null);
  }

  function offerDetails(found: ResumeDetails | undefined) {
    setDetails(found && Object.keys(found).length > 0 ? found : null);
  }

  function offerReview({ resume, candidates, already_uploaded: alreadyUploaded = false }: SavedResumeAnswer) {
    setReview((previous) =>
      candidates ? { resumeId: resume.id, candidates, waitingForReviewAgain: alreadyUploaded, round: (previous?.round ?? 0) + 1 } : null,
    );
  }

  function startOver() {
    setNotice(null);
    setDetails(null);
    setReview(null);
  }

  function handleUpload(chosen: File) {
    submission.run(() => {
      startOver();
      setProgressLabel('Upload progress');
      progress.start();
      return upload.mutateAsync(
        { file: chosen, onProgress: progress.reportUpload },
        {
          onSuccess: (answer) => {
            progress.finishGradually();
            setFile(null);
            if (!answer.already_uploaded) setNotice({ tone: 'success', message: 'Resume uploaded successfully!' });
            offerDetails(answer.details);
            offerReview(answer);
          },
          onError: (error) => {
            progress.complete();
            showError(failureMessage(error, 'Something went wrong.'));
          },
        },
      );
    });
  }

  function handleParse(trimmedText: string) {
    submission.run(() => {
      startOver();
      setProgressLabel('Parse progress');
      progress.startWaiting();
      return parse.mutateAsync(trimmedText, {
        onSuccess: (answer) => {
          progress.complete();
          setText('');
          if (!answer.already_uploaded) setNotice({ tone: 'success', message: 'Resume text parsed successfully!' });
          offerDetails(answer.details);
          offerReview(answer);
        },
        onError: (error) => {
          progress.complete();
          showError(failureMessage(error, 'Something went wrong while parsing text.'));
        },
      });
    });
  }

  function closeEditor(updated?: { notice: NoticeContent; answer: SavedResumeAnswer }) {
    setEditing(null);
    if (!updated) return;
    startOver();
    setNotice(updated.notice);
    offerReview({ ...updated.answer, already_uploaded: false });
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
        {(details || review) && (
          <section className="resume-review" aria-labelledby="resume-review-title">
            <h2 id="resume-review-title">Review what we found</h2>
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
            {review?.waitingForReviewAgain && (
              <div role="status" className="resume-review__result">
                <p>You uploaded this file before.</p>
                <Button variant="secondary" onClick={() => setReview({ ...review, waitingForReviewAgain: false })}>
                  Review it again
                </Button>
              </div>
            )}
            {review && !review.waitingForReviewAgain && (
              <ResumeReview
                key={review.round}
                resumeId={review.resumeId}
                candidates={review.candidates}
                onDiscard={() => setReview(null)}
                onPasteInstead={() => {
                  setReview(null);
                  setMode('text');
                }}
              />
            )}
          </section>
        )}
      </div>

      <ResumeList
        onViewFreeform={setEditing}
        onDeleted={() => setNotice({ tone: 'success', message: 'Resume deleted successfully!' })}
        onDeleteFailed={(reason) => setNotice({ tone: 'error', message: 'Failed to delete resume', detail: reason })}
      />

      {editing && <FreeformResumeDialog resume={editing} onClose={closeEditor} />}
    </Page>
  );
}
