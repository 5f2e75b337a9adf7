import { Button, Modal } from '@careerforge/shared';
import { FormatPanel } from './FormatPanel';
import './FormatDialog.css';

/** The format popup: the Format & Download panel of one resume; 'GO BACK' returns to its card popup. */
export function FormatDialog({ resumeId, onGoBack }: { resumeId: number; onGoBack: () => void }) {
  return (
    <Modal title="Format & Download Resume" onClose={onGoBack} size="wide">
      <Button variant="secondary" className="format-dialog__back" onClick={onGoBack}>
        GO BACK
      </Button>
      <FormatPanel resumeId={resumeId} />
    </Modal>
  );
}
