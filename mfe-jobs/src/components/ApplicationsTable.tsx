import { useId } from 'react';
import { APPLICATION_STAGES, type Application, type ApplicationStage } from '@careerforge/contract';
import { formatDateTime } from '@careerforge/shared';
import { VirtualList, type VirtualListSource } from '@careerforge/shared/lists';
import { applicationResumeLabel } from '../lib/labels';
import './ApplicationsTable.css';

// A row before it is measured: one line of text beside the status select.
const ROW_HEIGHT_ESTIMATE = 52;
const WINDOW_HEIGHT = 560;

export interface ApplicationsTableProps {
  /** The applications the filters keep, loaded page by page as the table scrolls. */
  applications: VirtualListSource<Application>;
  onStatusChange: (application: Application, status: ApplicationStage) => void;
  onDelete: (application: Application) => void;
}

function isApplicationStage(value: string): value is ApplicationStage {
  return (APPLICATION_STAGES as readonly string[]).includes(value);
}

/** The stages to choose from; a status the server sent that is not one of them is kept, shown as given. */
function statusChoices(current: string): string[] {
  return isApplicationStage(current) ? [...APPLICATION_STAGES] : [current, ...APPLICATION_STAGES];
}

function ApplicationRow({ application, onStatusChange, onDelete }: Omit<ApplicationsTableProps, 'applications'> & { application: Application }) {
  const rowId = useId();
  const jobCellId = `${rowId}-job`;
  const resumeCellId = `${rowId}-resume`;
  return (
    <div className="applications-table__cells">
      <div role="cell">
        <time dateTime={application.applied_at}>{formatDateTime(application.applied_at)}</time>
      </div>
      <div role="cell" id={jobCellId}>
        {application.jobSummary}
      </div>
      <div role="cell">{application.companyName || 'Unknown Company'}</div>
      <div role="cell" id={resumeCellId}>
        {applicationResumeLabel(application)}
      </div>
      <div role="cell">
        <select
          className="applications-table__status"
          aria-label={`Status of ${application.jobSummary}`}
          aria-describedby={resumeCellId}
          value={application.status}
          onChange={(event) => {
            if (isApplicationStage(event.target.value)) onStatusChange(application, event.target.value);
          }}
        >
          {statusChoices(application.status).map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div role="cell">
        <button
          type="button"
          className="applications-table__delete"
          aria-label="Delete application"
          aria-describedby={`${jobCellId} ${resumeCellId}`}
          onClick={() => onDelete(application)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}

const HEADER = (
  <div className="applications-table__cells applications-table__header">
    <span role="columnheader">Applied At</span>
    <span role="columnheader">Job</span>
    <span role="columnheader">Company</span>
    <span role="columnheader">Resume</span>
    <span role="columnheader">Status</span>
    <span role="columnheader">
      <span className="visually-hidden">Actions</span>
    </span>
  </div>
);

/**
 * 'My Applications': when, which job, which resume, where it stands; each status editable, each row
 * deletable. Only the rows in view are rendered; the next page loads as the table's end comes into view.
 */
export function ApplicationsTable({ applications, ...rowProps }: ApplicationsTableProps) {
  return (
    <div className="applications-table">
      <VirtualList
        list={applications}
        label="My Applications"
        table={{ header: HEADER }}
        itemKey={(application) => application.id}
        estimateSize={ROW_HEIGHT_ESTIMATE}
        height={WINDOW_HEIGHT}
        renderItem={(application) => <ApplicationRow application={application} {...rowProps} />}
      />
    </div>
  );
}
