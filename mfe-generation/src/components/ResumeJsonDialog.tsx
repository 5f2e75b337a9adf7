import { Modal } from '@careerforge/shared';
import type { GeneratedResumeRecord } from '@careerforge/contract';
import { resumeName } from '../lib/labels';
import './ResumeJsonDialog.css';

/** The resume's structured content as indented JSON, over its popup. */
export function ResumeJsonDialog({ resume, onClose }: { resume: GeneratedResumeRecord; onClose: () => void }) {
  return (
    <Modal title={`${resumeName(resume)} — JSON`} onClose={onClose} showCloseButton size="wide">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-focusable (WCAG 2.1.1) */}
      <pre role="region" className="resume-json" tabIndex={0} aria-label="Resume JSON">
        {JSON.stringify(resume.generated_resume, null, 2)}
      </pre>
    </Modal>
  );
}
