import { formatDateRange, formatPartialDate } from '@careerforge/shared';
import type { Award, Certification, Language, Project } from '@careerforge/contract';

/** Parts of a line that are given, joined: 'Lead · May 2021 – 2022'. */
function line(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

const formattedDate = (date: string | null) => (date ? formatPartialDate(date) : null);

export function ProjectCard({ project, titleId }: { project: Project; titleId: string }) {
  const meta = line(project.role, formatDateRange(project.startDate, project.endDate));
  return (
    <>
      <h3 id={titleId} className="record-card__title">
        {project.name}
      </h3>
      {meta && <p className="record-card__meta">{meta}</p>}
      {project.url && (
        <p className="record-card__meta">
          <a href={project.url} target="_blank" rel="noreferrer">
            {project.url}
          </a>
        </p>
      )}
      {project.description && <p className="record-card__text">{project.description}</p>}
      {project.highlights.length > 0 && (
        <ul aria-label={`Highlights of ${project.name}`} className="record-card__bullets">
          {project.highlights.map((highlight, index) => (
            // Highlights may repeat, and the list is only ever replaced whole.
            <li key={index}>{highlight}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function CertificationCard({ certification, titleId }: { certification: Certification; titleId: string }) {
  const meta = line(certification.issuer, formattedDate(certification.date));
  return (
    <>
      <h3 id={titleId} className="record-card__title">
        {certification.name}
      </h3>
      {meta && <p className="record-card__meta">{meta}</p>}
      {certification.url && (
        <p className="record-card__meta">
          <a href={certification.url} target="_blank" rel="noreferrer">
            {certification.url}
          </a>
        </p>
      )}
    </>
  );
}

export function LanguageCard({ language, titleId }: { language: Language; titleId: string }) {
  return (
    <>
      <h3 id={titleId} className="record-card__title">
        {language.name}
      </h3>
      {language.proficiency && <p className="record-card__meta">{language.proficiency}</p>}
    </>
  );
}

export function AwardCard({ award, titleId }: { award: Award; titleId: string }) {
  const meta = line(award.issuer, formattedDate(award.date));
  return (
    <>
      <h3 id={titleId} className="record-card__title">
        {award.title}
      </h3>
      {meta && <p className="record-card__meta">{meta}</p>}
      {award.description && <p className="record-card__text">{award.description}</p>}
    </>
  );
}
