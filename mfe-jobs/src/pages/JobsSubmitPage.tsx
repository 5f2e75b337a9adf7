import { useState } from 'react';
import { Banner, JOBS_BANNER_MS, Page, useTimedMessage } from '@careerforge/shared';
import { FreeformJobForm } from '../components/FreeformJobForm';
import { RecentSubmissions } from '../components/RecentSubmissions';
import { StructuredJobForm } from '../components/StructuredJobForm';
import { SubmitModeToggle, type SubmitMode } from '../components/SubmitModeToggle';
import './JobsSubmitPage.css';

const TITLES: Record<SubmitMode, string> = {
  structured: 'Submit New Job',
  freeform: 'Paste Full Job Posting',
};

/** /jobs-submit: store a job from the structured form or a pasted posting, beside the latest submissions. */
export function JobsSubmitPage() {
  const [mode, setMode] = useState<SubmitMode>('structured');
  const success = useTimedMessage(JOBS_BANNER_MS);
  const showSubmitted = () => success.show('Job submitted successfully!');

  return (
    <Page title={TITLES[mode]}>
      <div className="jobs-submit">
        <div className="jobs-submit__forms">
          <SubmitModeToggle mode={mode} onChange={setMode} />
          {success.message && <Banner tone="success">{success.message}</Banner>}
          {/* Both stay mounted, so switching modes keeps what was typed in either. */}
          <div hidden={mode !== 'structured'}>
            <StructuredJobForm onSubmitted={showSubmitted} />
          </div>
          <div hidden={mode !== 'freeform'}>
            <FreeformJobForm onSubmitted={showSubmitted} />
          </div>
        </div>
        <RecentSubmissions />
      </div>
    </Page>
  );
}
