import { Link } from 'react-router';
import { Banner, Page, ROUTES, Spinner, errorMessage } from '@careerforge/shared';
import { useCoverLetterStatus } from '../api/get-cover-letter-status';
import { CoverLetterDownload } from '../components/CoverLetterDownload';
import { CoverLetterEditor } from '../components/CoverLetterEditor';

/** /generated-resumes/cover-letters/:id: the letter being written, then its text to edit and download. */
export function CoverLetterPage({ coverLetterId }: { coverLetterId: number }) {
  const letter = useCoverLetterStatus(coverLetterId);
  // A letter starts 'processing'; that is its status until the first poll answers.
  const status = letter.data?.status ?? 'processing';

  return (
    <Page title="Cover Letter">
      <p>
        <Link to={ROUTES.generatedResumes}>Back to generated resumes</Link>
      </p>
      {letter.isError ? (
        <Banner tone="error">{errorMessage(letter.error, 'Error fetching the cover letter.')}</Banner>
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
