import type { ReactNode } from 'react';
import { Banner, Button, POLL_LIMIT_MS } from '@careerforge/shared';
import './PollingTimedOut.css';

const LIMIT_MINUTES = Math.round(POLL_LIMIT_MS / 60_000);

export interface PollingTimedOutProps {
  /** What is being written, as the sentence's subject: 'Your resume', 'Your cover letter'. */
  subject: string;
  /** Checks again, for another polling limit. */
  onRetry: () => void;
  /** Further actions beside Retry, e.g. cancelling the work. */
  children?: ReactNode;
}

/** What a status poll shows once the polling limit has passed with the work still running. */
export function PollingTimedOut({ subject, onRetry, children }: PollingTimedOutProps) {
  return (
    <div className="polling-timed-out">
      <Banner tone="error" title={`${subject} is taking longer than expected.`}>
        {`We stopped checking after ${LIMIT_MINUTES} minutes. It may still finish: Retry checks again.`}
      </Banner>
      <div className="polling-timed-out__actions">
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
        {children}
      </div>
    </div>
  );
}
