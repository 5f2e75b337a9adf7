import { Banner, Button, QueryErrorState, Spinner, errorMessage, usePollingLimit, useSubmitGuard } from '@careerforge/shared';
import { useDeleteGeneratedResume } from '../api/delete-generated-resume';
import { useGenerationStatus } from '../api/get-generation-status';
import { MatchReportView } from './MatchReportView';
import { PollingTimedOut } from './PollingTimedOut';
import { ResumeDetails } from './ResumeDetails';
import './GenerationStatusPanel.css';

export interface GenerationStatusPanelProps {
  resumeId: number;
  /** The running generation was cancelled (deleted on the server). */
  onCancelled: () => void;
}

/**
 * The status of generation `resumeId`, polled until it completes or fails (or for the polling
 * limit at most), then its result. A running generation can be cancelled: the API deletes a
 * generated resume whatever its status, and a worker finding its row gone drops the work.
 */
export function GenerationStatusPanel({ resumeId, onCancelled }: GenerationStatusPanelProps) {
  const cancel = useDeleteGeneratedResume();
  const cancelling = useSubmitGuard();
  // Polled until the limit passes; 'Retry' starts the clock again.
  const limit = usePollingLimit();
  const generation = useGenerationStatus(resumeId, !limit.timedOut);
  // A generation starts 'processing'; that is its status until the first poll answers.
  const result = generation.data;
  const status = result?.status ?? 'processing';

  function retry() {
    limit.restart();
    void generation.refetch();
  }

  function cancelGeneration() {
    cancel.reset();
    cancelling.run(() => cancel.mutateAsync(resumeId, { onSuccess: onCancelled }));
  }

  const cancelButton = (
    <Button variant="danger" busy={cancelling.submitting} busyLabel="Cancelling…" onClick={cancelGeneration}>
      Cancel generation
    </Button>
  );

  return (
    <section className="generation-status" aria-label="Generation status">
      <p role="status" className="generation-status__status">{`Status: ${status}`}</p>
      {cancel.isError && (
        <Banner tone="error" title="Failed to cancel the generation" onDismiss={() => cancel.reset()}>
          {errorMessage(cancel.error, 'Please try again.')}
        </Banner>
      )}
      {generation.isError ? (
        <QueryErrorState query={generation}>{errorMessage(generation.error, 'Error fetching resume status.')}</QueryErrorState>
      ) : status === 'processing' && limit.timedOut ? (
        <PollingTimedOut subject="Your resume" onRetry={retry}>
          {cancelButton}
        </PollingTimedOut>
      ) : status === 'processing' ? (
        <>
          <p className="generation-status__wait">
            <Spinner label="Generating" />
            Please wait while your resume is generated...
          </p>
          <div>{cancelButton}</div>
        </>
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
