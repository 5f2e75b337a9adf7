import { useId } from 'react';
import { APPLICATION_STAGES, type Application, type ApplicationStage, type FormattedResume } from '@careerforge/contract';
import { formatDateTime } from '@careerforge/shared';
import { applicationResumeLabel } from '../lib/labels';
import './ApplicationsTable.css';

export interface ApplicationsTableProps {
  applications: readonly Application[];
  /** The caller's formatted resumes, whose current labels name the resumes sent. */
  formattedResumes: readonly FormattedResume[];
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

function ApplicationRow({ application, formattedResumes, onStatusChange, onDelete }: Omit<ApplicationsTableProps, 'applications'> & { application: Application }) {
  const rowId = useId();
  const jobCellId = `${rowId}-job`;
  const resumeCellId = `${rowId}-resume`;
  return (
    <tr>
      <td>
        <time dateTime={application.applied_at}>{formatDateTime(application.applied_at)}</time>
      </td>
      <td id={jobCellId}>{application.jobSummary}</td>
      <td>{application.companyName || 'Unknown Company'}</td>
      <td id={resumeCellId}>{applicationResumeLabel(application, formattedResumes)}</td>
      <td>
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
      </td>
      <td>
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
      </td>
    </tr>
  );
}

/** 'My Applications': when, which job, which resume, where it stands; each status editable, each row deletable. */
export function ApplicationsTable({ applications, ...rowProps }: ApplicationsTableProps) {
  return (
    <div className="applications-table__scroller">
      <table className="applications-table">
        <thead>
          <tr>
            <th scope="col">Applied At</th>
            <th scope="col">Job</th>
            <th scope="col">Company</th>
            <th scope="col">Resume</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <ApplicationRow key={application.id} application={application} {...rowProps} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
