import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Banner,
  ConfirmDialog,
  DATE_SORT_OPTIONS,
  EmptyState,
  LIST_BANNER_MS,
  ListControls,
  Page,
  Pagination,
  ROUTES,
  Spinner,
  errorMessage,
  paginate,
  useListControls,
  useGeneratedResumes,
  useTimedMessage,
} from '@careerforge/shared';
import type { DateSort } from '@careerforge/shared';
import type { GeneratedResumeRecord } from '@careerforge/contract';
import { useDeleteGeneratedResume } from '../api/delete-generated-resume';
import { FormatDialog } from '../components/FormatDialog';
import { GeneratedResumeCard } from '../components/GeneratedResumeCard';
import { ResumeDialog } from '../components/ResumeDialog';
import { ResumeJsonDialog } from '../components/ResumeJsonDialog';
import { RESUMES_PER_PAGE, filterByName, sortByCreated } from '../lib/generatedResumeList';
import './GeneratedResumesPage.css';

/** Which overlay is open over the list: they are separate, and the JSON popup sits over the card popup. */
type Overlay =
  | { kind: 'card'; resume: GeneratedResumeRecord; showJson: boolean }
  | { kind: 'format'; resume: GeneratedResumeRecord }
  | { kind: 'confirmDelete'; resume: GeneratedResumeRecord };

/** /generated-resumes: the generated resumes, searched, sorted and paged; each can be viewed, formatted or deleted. */
export function GeneratedResumesPage() {
  const navigate = useNavigate();
  const resumes = useGeneratedResumes();
  const deleteResume = useDeleteGeneratedResume();
  const success = useTimedMessage(LIST_BANNER_MS);
  const { search, sort, page, setPage, controls } = useListControls<DateSort>('newest');
  const [overlay, setOverlay] = useState<Overlay | null>(null);

  const matches = useMemo(() => sortByCreated(filterByName(resumes.data ?? [], search), sort), [resumes.data, search, sort]);
  const shown = paginate(matches, page, RESUMES_PER_PAGE);

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
      {resumes.isError && <Banner tone="error">Failed to fetch generated resumes</Banner>}

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
                    onOpen={(opened) => setOverlay({ kind: 'card', resume: opened, showJson: false })}
                    onDelete={(chosen) => setOverlay({ kind: 'confirmDelete', resume: chosen })}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} />
          </>
        ) : (
          <EmptyState>No generated resumes found.</EmptyState>
        ))}

      {overlay?.kind === 'card' && (
        <ResumeDialog
          resume={overlay.resume}
          onViewJson={() => setOverlay({ ...overlay, showJson: true })}
          onFormat={() => setOverlay({ kind: 'format', resume: overlay.resume })}
          onGetAdvice={() => navigate(`${ROUTES.advice}?resumeId=${overlay.resume.id}`)}
          onClose={() => setOverlay(null)}
        />
      )}
      {overlay?.kind === 'card' && overlay.showJson && (
        <ResumeJsonDialog resume={overlay.resume} onClose={() => setOverlay({ ...overlay, showJson: false })} />
      )}
      {overlay?.kind === 'format' && (
        <FormatDialog
          resumeId={overlay.resume.id}
          onGoBack={() => setOverlay({ kind: 'card', resume: overlay.resume, showJson: false })}
        />
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
