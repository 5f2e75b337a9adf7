import { useEffect, useState } from 'react';
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
  saveFile,
  useListControls,
  useGeneratedResumesPage,
  useNavigationMessage,
} from '@careerforge/shared';
import type { DateSort } from '@careerforge/shared';
import type { GeneratedResumeListItem } from '@careerforge/contract';
import { useDeleteGeneratedResume } from '../api/delete-generated-resume';
import { useDownloadJsonResume } from '../api/download-json-resume';
import { useGenerationStatus } from '../api/get-generation-status';
import { FormatDialog } from '../components/FormatDialog';
import { GeneratedResumeCard } from '../components/GeneratedResumeCard';
import { ResumeDialog } from '../components/ResumeDialog';
import { ResumeJsonDialog } from '../components/ResumeJsonDialog';
import { editGeneratedResumePath } from '../lib/editRoute';
import { RESUMES_PER_PAGE, reopenedResumeOf, wholeResume } from '../lib/generatedResumeList';
import './GeneratedResumesPage.css';

/**
 * Which overlay is open over the list: they are separate, and the JSON popup sits over the card
 * popup. Each holds its resume as listed; the card popup loads the whole resume by its status.
 */
type Overlay =
  | { kind: 'card'; resume: GeneratedResumeListItem; showJson: boolean }
  | { kind: 'format'; resume: GeneratedResumeListItem }
  | { kind: 'confirmDelete'; resume: GeneratedResumeListItem };

/**
 * /generated-resumes: the generated resumes, searched, sorted and paged by the server (only the page
 * shown is fetched); each can be viewed, edited, formatted or deleted.
 */
export function GeneratedResumesPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const deleteResume = useDeleteGeneratedResume();
  const downloadJsonResume = useDownloadJsonResume();
  const success = useNavigationMessage(LIST_BANNER_MS);
  const { search, sort, page, setPage, controls } = useListControls<DateSort>('newest');
  const resumes = useGeneratedResumesPage({ page, pageSize: RESUMES_PER_PAGE, q: search, sort });
  const reopen = reopenedResumeOf(location.state);
  const [overlay, setOverlay] = useState<Overlay | null>(() => (reopen && 'openResume' in reopen ? { kind: 'card', resume: reopen.openResume, showJson: false } : null));
  const [jsonResumeError, setJsonResumeError] = useState<string | null>(null);
  const shownPage = Math.min(page, resumes.pageCount);
  // The editor opened without the list sends back only the id: its popup opens if the resume is on the first page.
  const [reopenId, setReopenId] = useState(() => (reopen && 'openResumeId' in reopen ? reopen.openResumeId : null));
  const cardResume = overlay?.kind === 'card' ? overlay.resume : null;
  const cardStatus = useGenerationStatus(cardResume?.id ?? null, false);
  const wholeCardResume = cardResume && cardStatus.data ? wholeResume(cardResume, cardStatus.data) : null;

  useEffect(() => {
    if (reopenId === null || resumes.isPending || resumes.isPlaceholderData) return;
    const listed = resumes.items.find((resume) => resume.id === reopenId);
    if (listed) setOverlay({ kind: 'card', resume: listed, showJson: false });
    setReopenId(null);
  }, [reopenId, resumes.isPending, resumes.isPlaceholderData, resumes.items]);

  // A deletion can empty the last page: show the page that is now the last.
  useEffect(() => {
    if (!resumes.isPlaceholderData && page > resumes.pageCount) setPage(resumes.pageCount);
  }, [resumes.isPlaceholderData, resumes.pageCount, page, setPage]);

  function openCard(resume: GeneratedResumeListItem) {
    setJsonResumeError(null);
    downloadJsonResume.reset();
    setOverlay({ kind: 'card', resume, showJson: false });
  }

  function saveJsonResume(resume: GeneratedResumeListItem) {
    setJsonResumeError(null);
    downloadJsonResume.mutate(resume.id, {
      onSuccess: (file) => saveFile(file, 'resume.json'),
      onError: (error) => setJsonResumeError(errorMessage(error, 'Download failed')),
    });
  }

  function confirmDelete(resume: GeneratedResumeListItem) {
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
      {!resumes.isPending &&
        !resumes.isError &&
        (resumes.items.length > 0 ? (
          <>
            <ul className="resume-grid" aria-label="Generated resumes" aria-busy={resumes.isPlaceholderData || undefined}>
              {resumes.items.map((resume) => (
                <li key={resume.id}>
                  <GeneratedResumeCard resume={resume} onOpen={openCard} onDelete={(chosen) => setOverlay({ kind: 'confirmDelete', resume: chosen })} />
                </li>
              ))}
            </ul>
            <Pagination page={shownPage} pageCount={resumes.pageCount} onPageChange={setPage} />
          </>
        ) : (
          // A new user's empty list leads to the generator; a search without matches does not.
          <EmptyState action={search.trim() === '' ? { to: ROUTES.resumeGenerate, label: 'Generate your first resume' } : undefined}>
            No generated resumes found.
          </EmptyState>
        ))}

      {cardResume && cardStatus.isPending && <Spinner label="Loading the resume..." />}
      {cardResume && (cardStatus.isError || (cardStatus.data && !wholeCardResume)) && (
        <Banner tone="error" onDismiss={() => setOverlay(null)}>
          {errorMessage(cardStatus.error, 'Failed to load the resume')}
        </Banner>
      )}
      {overlay?.kind === 'card' && wholeCardResume && (
        <ResumeDialog
          resume={wholeCardResume}
          onViewJson={() => setOverlay({ ...overlay, showJson: true })}
          onEdit={() => navigate(editGeneratedResumePath(overlay.resume.id), { state: { listed: overlay.resume } })}
          onFormat={() => setOverlay({ kind: 'format', resume: overlay.resume })}
          onDownloadJsonResume={() => saveJsonResume(overlay.resume)}
          downloadingJsonResume={downloadJsonResume.isPending}
          jsonResumeError={jsonResumeError}
          onGetAdvice={() => navigate(`${ROUTES.advice}?resumeId=${overlay.resume.id}`)}
          onClose={() => setOverlay(null)}
        />
      )}
      {overlay?.kind === 'card' && overlay.showJson && wholeCardResume && (
        <ResumeJsonDialog resume={wholeCardResume} onClose={() => setOverlay({ ...overlay, showJson: false })} />
      )}
      {overlay?.kind === 'format' && (
        <FormatDialog resumeId={overlay.resume.id} onGoBack={() => setOverlay({ kind: 'card', resume: overlay.resume, showJson: false })} />
      )}
      {overlay?.kind === 'confirmDelete' && (
        <ConfirmDialog
          message="Are you sure you want to delete this resume?"
          confirmLabel="Delete"
          busy={deleteResume.isPending}
          busyLabel="Deleting..."
          onConfirm={() => confirmDelete(overlay.resume)}
          onCancel={() => setOverlay(null)}
        />
      )}
    </Page>
  );
}
