import { Banner, Spinner, errorMessage } from '@careerforge/shared';
import { useGenerationStatus } from '../api/get-generation-status';
import { MatchReportView } from './MatchReportView';
import { ResumeDetails } from './ResumeDetails';
import './GenerationStatusPanel.css';

/** The status of generation `resumeId`, polled until it completes or fails, then its result. */
export function GenerationStatusPanel({ resumeId }: { resumeId: number }) {
  const generation = useGenerationStatus(resumeId);
  // A generation starts 'processing'; that is its status until the first poll answers.
  const result = generation.data;
  const status = result?.status ?? 'processing';

  return (
    <section className="generation-status" aria-label="Generation status">
      <p role="status" className="generation-status__status">{`Status: ${status}`}</p>
      {generation.isError ? (
        <Banner tone="error">{errorMessage(generation.error, 'Error fetching resume status.')}</Banner>
      ) : status === 'processing' ? (
        <p className="generation-status__wait">
          <Spinner label="Generating" />
          Please wait while your resume is generated...
        </p>
      ) : status === 'failed' ? (
        <Banner tone="error">{result?.error || 'Resume generation failed.'}</Banner>
      ) : (
        result?.generated_resume && (
          <>
            <h2>Resume Ready!</h2>
            <ResumeDetails resume={result.generated_resume} />
            {result.match_report && <MatchReportView report={result.match_report} />}
          </>
        )
      )}
    </section>
  );
}
