import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  Banner,
  ConfirmDialog,
  DATE_SORT_OPTIONS,
  EmptyState,
  LIST_BANNER_MS,
  ListControls,
  Page,
  Pagination,
  QueryErrorState,
  ROUTES,
  Spinner,
  errorMessage,
  paginate,
  saveFile,
  useListControls,
  useGeneratedResumes,
  useNavigationMessage,
} from '@careerforge/shared';
import type { DateSort } from '@careerforge/shared';
import type { GeneratedResumeRecord } from '@careerforge/contract';
import { useDeleteGeneratedResume } from '../api/delete-generated-resume';
import { useDownloadJsonResume } from '../api/download-json-resume';
import { FormatDialog } from '../components/FormatDialog';
import { GeneratedResumeCard } from '../components/GeneratedResumeCard';
import { ResumeDialog } from '../components/ResumeDialog';
import { ResumeJsonDialog } from '../components/ResumeJsonDialog';
import { editGeneratedResumePath } from '../lib/editRoute';
import { RESUMES_PER_PAGE, filterByName, sortByCreated } from '../lib/generatedResumeList';
import './GeneratedResumesPage.css';

/**
 * Which overlay is open over the list: they are separate, and the JSON popup sits over the card popup.
 * Each names its resume by id, so that it shows the list's current copy (an edit replaces it).
 */
type Overlay =
  | { kind: 'card'; resumeId: number; showJson: boolean }
  | { kind: 'format'; resumeId: number }
  | { kind: 'confirmDelete'; resumeId: number };

/** The popup to open again when the editor sends the user back here. */
function reopenedResume(state: unknown): Overlay | null {
  if (typeof state !== 'object' || state === null || !('openResumeId' in state) || typeof state.openResumeId !== 'number') return null;
  return { kind: 'card', resumeId: state.openResumeId, showJson: false };
}

/** /generated-resumes: the generated resumes, searched, sorted and paged; each can be viewed, edited, formatted or deleted. */
export function GeneratedResumesPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const resumes = useGeneratedResumes();
  const deleteResume = useDeleteGeneratedResume();
  const downloadJsonResume = useDownloadJsonResume();
  const success = useNavigationMessage(LIST_BANNER_MS);
  const { search, sort, page, setPage, controls } = useListControls<DateSort>('newest');
  const [overlay, setOverlay] = useState<Overlay | null>(() => reopenedResume(location.state));
  const [jsonResumeError, setJsonResumeError] = useState<string | null>(null);
  const overlayResume = overlay && resumes.data?.find((resume) => resume.id === overlay.resumeId);

  const matches = useMemo(() => sortByCreated(filterByName(resumes.data ?? [], search), sort), [resumes.data, search, sort]);
  const shown = paginate(matches, page, RESUMES_PER_PAGE);

  function openCard(resume: GeneratedResumeRecord) {
    setJsonResumeError(null);
    downloadJsonResume.reset();
    setOverlay({ kind: 'card', resumeId: resume.id, showJson: false });
  }

  function saveJsonResume(resume: GeneratedResumeRecord) {
    setJsonResumeError(null);
    downloadJsonResume.mutate(resume.id, {
      onSuccess: (file) => saveFile(file, 'resume.json'),
      onError: (error) => setJsonResumeError(errorMessage(error, 'Download failed')),
    });
  }

  function confirmDelete(resume: GeneratedResumeRecord) {
    deleteResume.mutate(resume.id, {
      onSuccess: () => success.show('Resume deleted.'),
      onSettled: () => setOverlay(null),
    });
  }

  return (
    <Page title="Generated Resumes">
      {success.message && <Banner tone="success">{success.message}</Banner>}
      {deleteResume.isError && (
        <Banner tone="error" onDismiss={() => deleteResume.reset()}>
          {errorMessage(deleteResume.error, 'Failed to delete resume')}
        </Banner>
      )}
      {resumes.isError && <QueryErrorState query={resumes}>Failed to fetch generated resumes</QueryErrorState>}

      <ListControls {...controls} searchPlaceholder="Search by name..." sortOptions={DATE_SORT_OPTIONS} />

      {resumes.isPending && <Spinner label="Loading generated resumes..." />}
      {resumes.data &&
        (shown.items.length > 0 ? (
          <>
            <ul className="resume-grid" aria-label="Generated resumes">
              {shown.items.map((resume) => (
                <li key={resume.id}>
                  <GeneratedResumeCard
                    resume={resume}
                    onOpen={openCard}
                    onDelete={(chosen) => setOverlay({ kind: 'confirmDelete', resumeId: chosen.id })}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} />
          </>
        ) : (
          // A new user's empty list leads to the generator; a search without matches does not.
          <EmptyState action={resumes.data.length === 0 ? { to: ROUTES.resumeGenerate, label: 'Generate your first resume' } : undefined}>
            No generated resumes found.
          </EmptyState>
        ))}

      {overlay?.kind === 'card' && overlayResume && (
        <ResumeDialog
          resume={overlayResume}
          onViewJson={() => setOverlay({ ...overlay, showJson: true })}
          onEdit={() => navigate(editGeneratedResumePath(overlayResume.id))}
          onFormat={() => setOverlay({ kind: 'format', resumeId: overlayResume.id })}
          onDownloadJsonResume={() => saveJsonResume(overlayResume)}
          downloadingJsonResume={downloadJsonResume.isPending}
          jsonResumeError={jsonResumeError}
          onGetAdvice={() => navigate(`${ROUTES.advice}?resumeId=${overlayResume.id}`)}
          onClose={() => setOverlay(null)}
        />
      )}
      {overlay?.kind === 'card' && overlay.showJson && overlayResume && (
        <ResumeJsonDialog resume={overlayResume} onClose={() => setOverlay({ ...overlay, showJson: false })} />
      )}
      {overlay?.kind === 'format' && (
        <FormatDialog resumeId={overlay.resumeId} onGoBack={() => setOverlay({ kind: 'card', resumeId: overlay.resumeId, showJson: false })} />
      )}
      {overlay?.kind === 'confirmDelete' && overlayResume && (
        <ConfirmDialog
          message="Are you sure you want to delete this resume?"
          confirmLabel="Delete"
          busy={deleteResume.isPending}
          busyLabel="Deleting..."
          onConfirm={() => confirmDelete(overlayResume)}
          onCancel={() => setOverlay(null)}
        />
      )}
    </Page>
  );
}
