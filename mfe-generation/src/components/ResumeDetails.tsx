import { generatedResumeName, type GeneratedResumeContent } from '@careerforge/contract';
import { formatDateRange } from '@careerforge/shared';
import { roleLabel } from '../lib/labels';
import { SkillBadges } from './SkillBadges';
import './ResumeDetails.css';

export interface ResumeDetailsProps {
  resume: GeneratedResumeContent;
  /** Off where a heading already names the resume (the card popup's title). */
  showName?: boolean;
}

/** A generated resume as readable structured data: contact, skills, education and career. */
export function ResumeDetails({ resume, showName = true }: ResumeDetailsProps) {
  return (
    <div className="resume-details">
      {showName && <h3 className="resume-details__name">{generatedResumeName(resume)}</h3>}
      <dl className="resume-details__contact">
        <dt>Email</dt>
        <dd>{resume.email || '—'}</dd>
        <dt>Phone</dt>
        <dd>{resume.phone || '—'}</dd>
      </dl>

      <section className="resume-details__section">
        <h3>Education</h3>
        {resume.education.length === 0 ? (
          <p className="resume-details__none">None</p>
        ) : (
          <ul className="resume-details__entries">
            {resume.education.map((entry, index) => (
              <li key={index}>
                <strong>{entry.degree}</strong>, {entry.institution}
                <div className="resume-details__meta">
                  {formatDateRange(entry.start_date, entry.end_date, { openEndIsPresent: false })}
                  {entry.gpa !== null && ` • GPA ${entry.gpa}`}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="resume-details__section">
        <h3>Skills</h3>
        {resume.skills.length === 0 ? (
          <p className="resume-details__none">None</p>
        ) : (
          <SkillBadges skills={resume.skills} />
        )}
      </section>

      <section className="resume-details__section">
        <h3>Career History</h3>
        {resume.career.length === 0 ? (
          <p className="resume-details__none">None</p>
        ) : (
          <ul className="resume-details__entries">
            {resume.career.map((entry, index) => (
              <li key={index}>
                <h4>{roleLabel(entry)}</h4>
                <div className="resume-details__meta">{formatDateRange(entry.start_date, entry.end_date)}</div>
                {entry.description && <p>{entry.description}</p>}
                {entry.accomplishments.length > 0 && (
                  <ul className="resume-details__accomplishments">
                    {entry.accomplishments.map((accomplishment) => (
                      <li key={accomplishment}>{accomplishment}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
