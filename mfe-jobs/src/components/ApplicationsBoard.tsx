import { useEffect, useId, useRef, type DragEvent, type KeyboardEvent } from 'react';
import { APPLICATION_STAGES, type Application, type ApplicationStage } from '@careerforge/contract';
import { formatDateTime, formatPartialDate } from '@careerforge/shared';
import './ApplicationsBoard.css';

export interface ApplicationsBoardProps {
  applications: readonly Application[];
  onMove: (application: Application, stage: ApplicationStage) => void;
  onOpenDetails: (application: Application) => void;
}

const DRAG_TYPE = 'application/x-careerforge-application';

function cardHandleId(boardId: string, application: Application) {
  return `${boardId}-card-${application.id}`;
}

/** The stage next to an application's, or undefined at either end (or for a status that is not a stage). */
function neighbourStage(status: string, step: -1 | 1): ApplicationStage | undefined {
  const index = (APPLICATION_STAGES as readonly string[]).indexOf(status);
  return index < 0 ? undefined : APPLICATION_STAGES[index + step];
}

/**
 * The applications as columns by stage. A card moves by drag and drop, by its 'Move to…' select, or
 * with the left and right arrow keys on its focused title; focus stays on the moved card.
 */
export function ApplicationsBoard({ applications, onMove, onOpenDetails }: ApplicationsBoardProps) {
  const boardId = useId();
  const focusAfterMove = useRef<{ id: number; stage: ApplicationStage } | null>(null);

  // A moved card is rendered in another column (a new element) once the move is saved, so its focus
  // is put back only when it shows in its new stage; renders before that leave the wish in place.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    const moved = wanted && applications.find((application) => application.id === wanted.id);
    if (!wanted || moved?.status !== wanted.stage) return;
    document.getElementById(cardHandleId(boardId, moved))?.focus();
    focusAfterMove.current = null;
  }, [applications, boardId]);

  function move(application: Application, stage: ApplicationStage | undefined) {
    if (!stage || stage === application.status) return;
    focusAfterMove.current = { id: application.id, stage };
    onMove(application, stage);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, application: Application) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    move(application, neighbourStage(application.status, step));
  }

  function handleDrop(event: DragEvent<HTMLElement>, stage: ApplicationStage) {
    event.preventDefault();
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    const application = applications.find((candidate) => candidate.id === id);
    if (application) move(application, stage);
  }

  return (
    <div className="applications-board">
      <p id={`${boardId}-hint`} className="visually-hidden">
        Left and right arrows move an application to the previous or next stage; Enter opens its details.
      </p>
      {APPLICATION_STAGES.map((stage) => {
        const inStage = applications.filter((application) => application.status === stage);
        const headingId = `${boardId}-${stage}`;
        return (
          <section
            key={stage}
            className="applications-board__column"
            aria-labelledby={headingId}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => handleDrop(event, stage)}
          >
            <h3 id={headingId} className="applications-board__heading">
              {stage} <span className="applications-board__count">({inStage.length})</span>
            </h3>
            <ul className="applications-board__cards">
              {inStage.map((application) => (
                <li
                  key={application.id}
                  className="applications-board__card"
                  draggable
                  onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(application.id))}
                >
                  <button
                    type="button"
                    id={cardHandleId(boardId, application)}
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
          </section>
        );
      })}
    </div>
  );
}
