import { useEffect, useId, useRef, type DragEvent, type KeyboardEvent, type RefObject } from 'react';
import { APPLICATION_STAGES, type Application, type ApplicationStage } from '@careerforge/contract';
import { Button, QueryErrorState, formatDateTime, formatPartialDate } from '@careerforge/shared';
import { BOARD_COLUMN_PAGE_SIZE, useApplicationsList } from '../api/get-applications';
import type { ApplicationFilters } from '../lib/applicationFilters';
import './ApplicationsBoard.css';

export interface ApplicationsBoardProps {
  /** The filters above the board; a stage filter leaves the other columns empty. */
  filters: ApplicationFilters;
  onMove: (application: Application, stage: ApplicationStage) => void;
  onOpenDetails: (application: Application) => void;
}

const DRAG_TYPE = 'application/x-careerforge-application';

function cardHandleId(boardId: string, applicationId: number) {
  return `${boardId}-card-${applicationId}`;
}

/** The stage next to an application's, or undefined at either end (or for a status that is not a stage). */
function neighbourStage(status: string, step: -1 | 1): ApplicationStage | undefined {
  const index = (APPLICATION_STAGES as readonly string[]).indexOf(status);
  return index < 0 ? undefined : APPLICATION_STAGES[index + step];
}

interface BoardColumnProps {
  boardId: string;
  stage: ApplicationStage;
  filters: ApplicationFilters;
  /** The card to focus once it shows in its new column. */
  focusAfterMove: RefObject<{ id: number; stage: ApplicationStage } | null>;
  move: (application: Application, stage: ApplicationStage | undefined) => void;
  onDragStart: (event: DragEvent<HTMLElement>, application: Application) => void;
  onDrop: (event: DragEvent<HTMLElement>, stage: ApplicationStage) => void;
  onOpenDetails: (application: Application) => void;
}

/** One stage's cards, asked of the server with the stage: its total in the heading, its further cards behind 'Show more'. */
function BoardColumn({ boardId, stage, filters, focusAfterMove, move, onDragStart, onDrop, onOpenDetails }: BoardColumnProps) {
  const shown = filters.stage === undefined || filters.stage === stage;
  const cards = useApplicationsList({ ...filters, stage }, { pageSize: BOARD_COLUMN_PAGE_SIZE, enabled: shown });
  const headingId = `${boardId}-${stage}`;
  const count = shown ? cards.total : 0;

  // A moved card is rendered in another column (a new element) once the move is saved, so its focus
  // is put back only when it shows in its new stage; renders before that leave the wish in place.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (wanted?.stage !== stage || !cards.items.some((application) => application.id === wanted.id && application.status === stage)) return;
    document.getElementById(cardHandleId(boardId, wanted.id))?.focus();
    focusAfterMove.current = null;
  }, [cards.items, boardId, focusAfterMove, stage]);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, application: Application) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    move(application, neighbourStage(application.status, step));
  }

  return (
    <section
      className="applications-board__column"
      aria-labelledby={headingId}
      aria-busy={(shown && cards.isPending) || undefined}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => onDrop(event, stage)}
    >
      <h3 id={headingId} className="applications-board__heading">
        {stage} <span className="applications-board__count">({count ?? '…'})</span>
      </h3>
      {shown && cards.isError && <QueryErrorState query={cards}>Failed to load applications</QueryErrorState>}
      <ul className="applications-board__cards">
        {shown &&
          cards.items.map((application) => (
            <li key={application.id} className="applications-board__card" draggable onDragStart={(event) => onDragStart(event, application)}>
              <button
                type="button"
                id={cardHandleId(boardId, application.id)}
                className="applications-board__title"
                aria-keyshortcuts="ArrowLeft ArrowRight"
                aria-describedby={`${boardId}-hint`}
                onClick={() => onOpenDetails(application)}
                onKeyDown={(event) => handleKeyDown(event, application)}
              >
                {application.jobSummary}
              </button>
              <span className="applications-board__company">{application.companyName || 'Unknown Company'}</span>
              <time dateTime={application.applied_at} className="applications-board__date">
                {formatDateTime(application.applied_at)}
              </time>
              {application.next_step_date && <span className="applications-board__next">Next step: {formatPartialDate(application.next_step_date)}</span>}
              <select
                className="applications-board__move"
                aria-label={`Move ${application.jobSummary} to…`}
                value=""
                onChange={(event) => move(application, event.target.value as ApplicationStage)}
              >
                <option value="" disabled>
                  Move to…
                </option>
                {APPLICATION_STAGES.filter((target) => target !== application.status).map((target) => (
                  <option key={target} value={target}>
                    {target}
                  </option>
                ))}
              </select>
            </li>
          ))}
      </ul>
      {shown && cards.moreFailed && !cards.isFetchingNextPage && (
        <p role="alert" className="applications-board__more-failed">
          Could not load more.
        </p>
      )}
      {shown && cards.hasNextPage && (
        <Button
          variant="secondary"
          className="applications-board__more"
          aria-describedby={headingId}
          busy={cards.isFetchingNextPage}
          busyLabel="Loading more…"
          onClick={cards.fetchNextPage}
        >
          Show more
        </Button>
      )}
    </section>
  );
}

/**
 * The applications as columns by stage, each column read page by page from the server. A card
 * moves by drag and drop, by its 'Move to…' select, or with the left and right arrow keys on its
 * focused title; focus stays on the moved card.
 */
export function ApplicationsBoard({ filters, onMove, onOpenDetails }: ApplicationsBoardProps) {
  const boardId = useId();
  const focusAfterMove = useRef<{ id: number; stage: ApplicationStage } | null>(null);
  // The card being dragged: the column it is dropped on does not hold it.
  const dragged = useRef<Application | null>(null);

  function move(application: Application, stage: ApplicationStage | undefined) {
    if (!stage || stage === application.status) return;
    focusAfterMove.current = { id: application.id, stage };
    onMove(application, stage);
  }

  function handleDragStart(event: DragEvent<HTMLElement>, application: Application) {
    event.dataTransfer.setData(DRAG_TYPE, String(application.id));
    dragged.current = application;
  }

  function handleDrop(event: DragEvent<HTMLElement>, stage: ApplicationStage) {
    event.preventDefault();
    const application = dragged.current;
    dragged.current = null;
    // Something else dropped here (a file, a card of another page) moves nothing.
    if (application && event.dataTransfer.getData(DRAG_TYPE) === String(application.id)) move(application, stage);
  }

  return (
    <div className="applications-board">
      <p id={`${boardId}-hint`} className="visually-hidden">
        Left and right arrows move an application to the previous or next stage; Enter opens its details.
      </p>
      {APPLICATION_STAGES.map((stage) => (
        <BoardColumn
          key={stage}
          boardId={boardId}
          stage={stage}
          filters={filters}
          focusAfterMove={focusAfterMove}
          move={move}
          onDragStart={handleDragStart}
          onDrop={handleDrop}
          onOpenDetails={onOpenDetails}
        />
      ))}
    </div>
  );
}
