import { Link } from 'react-router';
import { Banner, Page, QueryErrorState, ROUTES, Spinner, errorMessage, usePollingLimit } from '@careerforge/shared';
import { useCoverLetterStatus } from '../api/get-cover-letter-status';
import { CoverLetterDownload } from '../components/CoverLetterDownload';
import { CoverLetterEditor } from '../components/CoverLetterEditor';
import { PollingTimedOut } from '../components/PollingTimedOut';

/** /generated-resumes/cover-letters/:id: the letter being written, then its text to edit and download. */
export function CoverLetterPage({ coverLetterId }: { coverLetterId: number }) {
  // Polled until the limit passes; 'Retry' starts the clock again.
  const limit = usePollingLimit();
  const letter = useCoverLetterStatus(coverLetterId, !limit.timedOut);
  // A letter starts 'processing'; that is its status until the first poll answers.
  const status = letter.data?.status ?? 'processing';

  function retry() {
    limit.restart();
    void letter.refetch();
  }

  return (
    <Page title="Cover Letter">
      <p>
        <Link to={ROUTES.generatedResumes}>Back to generated resumes</Link>
      </p>
      {letter.isError ? (
        <QueryErrorState query={letter}>{errorMessage(letter.error, 'Error fetching the cover letter.')}</QueryErrorState>
      ) : status === 'processing' && limit.timedOut ? (
        <PollingTimedOut subject="Your cover letter" onRetry={retry} />
      ) : status === 'processing' ? (
        <p role="status">
          <Spinner label="Writing" />
          Please wait while your cover letter is written...
        </p>
      ) : status === 'failed' ? (
        <Banner tone="error">{letter.data?.error || 'Writing the cover letter failed.'}</Banner>
      ) : (
        letter.data?.cover_letter && (
          <>
            <CoverLetterEditor coverLetterId={coverLetterId} letter={letter.data.cover_letter} />
            <CoverLetterDownload coverLetterId={coverLetterId} />
          </>
        )
      )}
    </Page>
  );
}
