import { useId, useState } from 'react';
import { Button, ConfirmDialog, EmptyState, Pagination, QueryErrorState, errorMessage, Spinner } from '@careerforge/shared';
import type { ResumeListItem } from '@careerforge/contract';
import { useDeleteResume } from '../api/delete-resume';
import { useResumesPage } from '../api/get-resumes';
import './ResumeList.css';

export interface ResumeListProps {
  /** View on a pasted resume: open its text for editing. */
  onViewFreeform: (resume: ResumeListItem) => void;
  onDeleted: () => void;
  /** Given the server's reason, or a fallback, when a delete fails; the resume stays listed. */
  onDeleteFailed: (reason: string) => void;
}

/** 'Uploaded Resumes': 3 cards per page, each with View and Delete; only the page shown is fetched. */
export function ResumeList({ onViewFreeform, onDeleted, onDeleteFailed }: ResumeListProps) {
  const [page, setPage] = useState(1);
  const resumes = useResumesPage(page);
  const remove = useDeleteResume();
  const headingId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState<ResumeListItem | null>(null);

  // A delete can empty the last page: once the server's count says so, show the page before it.
  if (!resumes.isFetching && page > resumes.pageCount) setPage(resumes.pageCount);

  function view(resume: ResumeListItem) {
    if (resume.freeform) onViewFreeform(resume);
    else if (resume.file_url) window.open(resume.file_url, '_blank', 'noopener');
  }

  function confirmDelete(resume: ResumeListItem) {
    remove.mutate(resume, {
      onSuccess: onDeleted,
      onError: (error) => onDeleteFailed(errorMessage(error, 'Please try again.')),
      onSettled: () => setConfirmingDelete(null),
    });
  }

  return (
    <section className="resume-list" aria-labelledby={headingId}>
      <h2 id={headingId}>Uploaded Resumes</h2>
      {resumes.isPending && <Spinner label="Loading resumes..." />}
      {resumes.isError && <QueryErrorState query={resumes}>Failed to fetch resumes</QueryErrorState>}
      {!resumes.isPending &&
        !resumes.isError &&
        (resumes.total > 0 ? (
          <>
            <ul className="resume-list__cards" aria-label="Uploaded resumes">
              {resumes.items.map((resume) => (
                <li key={resume.id}>
                  <article className="resume-card" aria-labelledby={`${headingId}-${resume.id}`}>
                    <span id={`${headingId}-${resume.id}`} className="resume-card__name">
                      {resume.filename}
                    </span>
                    <div className="resume-card__actions">
                      <Button variant="secondary" disabled={!resume.freeform && !resume.file_url} onClick={() => view(resume)}>
                        View
                      </Button>
                      <Button variant="danger" onClick={() => setConfirmingDelete(resume)}>
                        Delete
                      </Button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
            <Pagination variant="summary" page={page} pageCount={resumes.pageCount} onPageChange={setPage} />
          </>
        ) : (
          <EmptyState>No resumes uploaded yet.</EmptyState>
        ))}

      {confirmingDelete && (
        <ConfirmDialog
          title="Confirm Delete"
          message="Are you sure you want to delete this resume?"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={() => confirmDelete(confirmingDelete)}
          onCancel={() => setConfirmingDelete(null)}
        />
      )}
    </section>
  );
}
