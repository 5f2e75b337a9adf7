import { Button, Modal, ModalActions, formatDate } from '@careerforge/shared';
import type { GeneratedResumeRecord } from '@careerforge/contract';
import { resumeName } from '../lib/labels';
import { CoverLetterButton } from './CoverLetterButton';
import { MatchReportView } from './MatchReportView';
import { ResumeDetails } from './ResumeDetails';
import './ResumeDialog.css';

export interface ResumeDialogProps {
  resume: GeneratedResumeRecord;
  onViewJson: () => void;
  onEdit: () => void;
  onFormat: () => void;
  onDownloadJsonResume: () => void;
  /** A JSON Resume download is on its way. */
  downloadingJsonResume: boolean;
  /** Why the last JSON Resume download failed, shown until the next try. */
  jsonResumeError: string | null;
  onGetAdvice: () => void;
  onClose: () => void;
}

/** A generated resume's popup: its content and match report, and what can be done with it. */
export function ResumeDialog({
  resume,
  onViewJson,
  onEdit,
  onFormat,
  onDownloadJsonResume,
  downloadingJsonResume,
  jsonResumeError,
  onGetAdvice,
  onClose,
}: ResumeDialogProps) {
  return (
    <Modal title={resumeName(resume)} onClose={onClose} showCloseButton size="wide">
      <div className="resume-dialog">
        <div className="resume-dialog__tools">
          <Button variant="secondary" onClick={onViewJson}>
            View JSON
          </Button>
          <Button variant="secondary" busy={downloadingJsonResume} busyLabel="Downloading…" onClick={onDownloadJsonResume}>
            Download JSON Resume
          </Button>
        </div>
        {jsonResumeError && (
          <p role="alert" className="resume-dialog__error">
            {jsonResumeError}
          </p>
        )}
        {resume.edited_at && (
          <p className="resume-dialog__edited">
            Edited <time dateTime={resume.edited_at}>{formatDate(resume.edited_at)}</time>
          </p>
        )}
        <ResumeDetails resume={resume.generated_resume} showName={false} />
        <MatchReportView report={resume.match_report} />
        <p className="resume-dialog__note">
          {resume.edited_at ? 'Match report from generation: it does not score your edits.' : 'Match report from generation.'}
        </p>
      </div>
      <ModalActions>
        <Button onClick={onEdit}>Edit</Button>
        <Button onClick={onFormat}>Format</Button>
        <Button variant="secondary" onClick={onGetAdvice}>
          Get Advice
        </Button>
        <CoverLetterButton resume={resume} />
      </ModalActions>
    </Modal>
  );
}
