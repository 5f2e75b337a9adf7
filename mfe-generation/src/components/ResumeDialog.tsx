import { Button, Modal, ModalActions } from '@careerforge/shared';
import type { GeneratedResumeRecord } from '@careerforge/contract';
import { resumeName } from '../lib/labels';
import { MatchReportView } from './MatchReportView';
import { ResumeDetails } from './ResumeDetails';
import './ResumeDialog.css';

export interface ResumeDialogProps {
  resume: GeneratedResumeRecord;
  onViewJson: () => void;
  onFormat: () => void;
  onGetAdvice: () => void;
  onClose: () => void;
}

/** A generated resume's popup: its content and match report, and what can be done with it. */
export function ResumeDialog({ resume, onViewJson, onFormat, onGetAdvice, onClose }: ResumeDialogProps) {
  return (
    <Modal title={resumeName(resume)} onClose={onClose} showCloseButton size="wide">
      <div className="resume-dialog">
        <Button variant="secondary" className="resume-dialog__json" onClick={onViewJson}>
          View JSON
        </Button>
        <ResumeDetails resume={resume.generated_resume} showName={false} />
        <MatchReportView report={resume.match_report} />
      </div>
      <ModalActions>
        <Button onClick={onFormat}>Format</Button>
        <Button variant="secondary" onClick={onGetAdvice}>
          Get Advice
        </Button>
      </ModalActions>
    </Modal>
  );
}
