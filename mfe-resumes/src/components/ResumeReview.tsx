import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, ROUTES, TextArea, TextField, formatDateRange, useSubmitGuard } from '@careerforge/shared';
import type { ResumeCandidates, ResumeImportSummary } from '@careerforge/contract';
import { useImportResumeEntries } from '../api/import-resume-entries';
import { failureMessage } from '../lib/failureMessage';
import { describeImport } from '../lib/importSummary';
import {
  importBodyOf,
  isEmptyReview,
  reviewDraftOf,
  tickedCount,
  type CareerFieldsText,
  type EducationFieldsText,
  type ReviewDraft,
  type ReviewSection,
  type SkillFieldsText,
} from '../lib/reviewDraft';
import './ResumeReview.css';

export interface ResumeReviewProps {
  resumeId: number;
  candidates: ResumeCandidates;
  /** 'Discard': nothing is imported. */
  onDiscard: () => void;
  /** The empty result's 'paste the text' link. */
  onPasteInstead: () => void;
}

type FieldsOf<Section extends ReviewSection> = ReviewDraft[Section][number]['fields'];

interface FieldSpec<Fields> {
  key: keyof Fields & string;
  label: string;
  multiline?: boolean;
}

const CAREER_FIELDS: FieldSpec<CareerFieldsText>[] = [
  { key: 'position', label: 'Position' },
  { key: 'company', label: 'Company' },
  { key: 'startDate', label: 'Start date' },
  { key: 'endDate', label: 'End date' },
  { key: 'description', label: 'Description', multiline: true },
  { key: 'bullets', label: 'Bullets (one per line)', multiline: true },
];
const EDUCATION_FIELDS: FieldSpec<EducationFieldsText>[] = [
  { key: 'degree', label: 'Degree' },
  { key: 'institution', label: 'Institution' },
  { key: 'startDate', label: 'Start date' },
  { key: 'endDate', label: 'End date' },
  { key: 'gpa', label: 'GPA' },
];
const SKILL_FIELDS: FieldSpec<SkillFieldsText>[] = [{ key: 'skill', label: 'Skill' }];

// The dates in the reader's locale at the precision read ('Mar 2019 – Present'); text that is not a date as written.
function careerLabel({ position, company, startDate, endDate }: CareerFieldsText): string {
  const period = formatDateRange(startDate || null, endDate || null);
  return period ? `${position} at ${company} (${period})` : `${position} at ${company}`;
}
const educationLabel = ({ degree, institution }: EducationFieldsText) => `${degree} at ${institution}`;
const skillLabel = ({ skill }: SkillFieldsText) => skill;

/**
 * The review after an upload or paste: every career entry, education entry and skill found, each
 * with a checkbox (ticked unless the profile already has it) and its fields to correct. Nothing is
 * saved until 'Import selected', which adds the ticked entries all together or not at all.
 */
export function ResumeReview({ resumeId, candidates, onDiscard, onPasteInstead }: ResumeReviewProps) {
  const [draft, setDraft] = useState(() => reviewDraftOf(candidates));
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<ResumeImportSummary | null>(null);
  const importEntries = useImportResumeEntries();
  const submission = useSubmitGuard();

  if (isEmptyReview(draft)) return <NothingFound onPasteInstead={onPasteInstead} />;
  if (imported) return <ImportResult imported={imported} />;

  function update<Section extends ReviewSection>(section: Section, index: number, change: { ticked?: boolean; fields?: Partial<FieldsOf<Section>> }) {
    setDraft((previous) => ({
      ...previous,
      [section]: previous[section].map((entry, at) =>
        at === index ? { ...entry, ticked: change.ticked ?? entry.ticked, fields: { ...entry.fields, ...change.fields } } : entry,
      ),
    }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tickedCount(draft) === 0) {
      setError('Tick the entries to import first.');
      return;
    }
    const checked = importBodyOf(draft);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    submission.run(() =>
      importEntries.mutateAsync(
        { resumeId, body: checked.body },
        {
          onSuccess: (response) => setImported(response.imported),
          onError: (failure) => setError(failureMessage(failure, 'The entries could not be imported.')),
        },
      ),
    );
  }

  return (
    <form className="resume-review__form" onSubmit={handleSubmit} noValidate aria-label="Entries found in your resume">
      <p>Tick the entries to add to your profile and correct any that were read wrongly; nothing is saved until you choose Import selected.</p>
      <EntrySection title="Career" entries={draft.career} specs={CAREER_FIELDS} labelOf={careerLabel} onChange={(index, change) => update('career', index, change)} />
      <EntrySection title="Education" entries={draft.education} specs={EDUCATION_FIELDS} labelOf={educationLabel} onChange={(index, change) => update('education', index, change)} />
      <EntrySection title="Skills" entries={draft.skills} specs={SKILL_FIELDS} labelOf={skillLabel} onChange={(index, change) => update('skills', index, change)} />
      {error && (
        <p role="alert" className="resume-review__error">
          {error}
        </p>
      )}
      <div className="resume-review__actions">
        <Button type="submit" busy={submission.submitting} busyLabel="Importing...">
          Import selected
        </Button>
        <Button variant="secondary" disabled={submission.submitting} onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </form>
  );
}

interface EntrySectionProps<Fields> {
  title: string;
  entries: { candidateId: string; duplicate: boolean; ticked: boolean; fields: Fields }[];
  specs: FieldSpec<Fields>[];
  labelOf: (fields: Fields) => string;
  onChange: (index: number, change: { ticked?: boolean; fields?: Partial<Fields> }) => void;
}

function EntrySection<Fields>({ title, entries, specs, labelOf, onChange }: EntrySectionProps<Fields>) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="resume-review__section">
      <h3 id={headingId}>{title}</h3>
      <ul className="resume-review__list">
        {entries.map((entry, index) => (
          <ReviewEntry
            key={entry.candidateId}
            entry={entry}
            specs={specs}
            label={labelOf(entry.fields)}
            onChange={(change) => onChange(index, change)}
          />
        ))}
      </ul>
    </section>
  );
}

interface ReviewEntryProps<Fields> {
  entry: { candidateId: string; duplicate: boolean; ticked: boolean; fields: Fields };
  specs: FieldSpec<Fields>[];
  label: string;
  onChange: (change: { ticked?: boolean; fields?: Partial<Fields> }) => void;
}

function ReviewEntry<Fields>({ entry, specs, label, onChange }: ReviewEntryProps<Fields>) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  return (
    <li className="resume-review__entry">
      <div className="resume-review__choice">
        <input
          type="checkbox"
          id={`${id}-choice`}
          checked={entry.ticked}
          aria-describedby={entry.duplicate ? `${id}-duplicate` : undefined}
          onChange={(event) => onChange({ ticked: event.target.checked })}
        />
        <label htmlFor={`${id}-choice`}>{label}</label>
        {entry.duplicate && (
          <span id={`${id}-duplicate`}>
            <Badge tone="muted">Already in your profile</Badge>
          </span>
        )}
        <Button variant="secondary" aria-expanded={editing} aria-controls={`${id}-fields`} aria-label={`Edit ${label}`} onClick={() => setEditing(!editing)}>
          {editing ? 'Done' : 'Edit'}
        </Button>
      </div>
      {editing && (
        <fieldset id={`${id}-fields`} className="resume-review__fields">
          <legend>{label}</legend>
          {specs.map(({ key, label: fieldLabel, multiline }) => {
            const value = String(entry.fields[key as keyof Fields]);
            const change = (text: string) => onChange({ fields: { [key]: text } as Partial<Fields> });
            return multiline ? (
              <TextArea key={key} label={fieldLabel} rows={3} value={value} onChange={(event) => change(event.target.value)} />
            ) : (
              <TextField key={key} label={fieldLabel} value={value} onChange={(event) => change(event.target.value)} />
            );
          })}
        </fieldset>
      )}
    </li>
  );
}

function ImportResult({ imported }: { imported: ResumeImportSummary }) {
  const summary = describeImport(imported);
  return (
    <div role="status" className="resume-review__result">
      <p>{summary ?? 'Nothing new was imported: your profile already has these entries.'}</p>
      <ListLinks>
        <Link to={ROUTES.careerView}>Your career history</Link>
        <Link to={ROUTES.educationView}>Your education</Link>
        <Link to={ROUTES.skillsView}>Your skills</Link>
      </ListLinks>
    </div>
  );
}

function NothingFound({ onPasteInstead }: { onPasteInstead: () => void }) {
  return (
    <div role="status" className="resume-review__result">
      <p>We could not find career, education or skills in this file. You can paste the text or add them by hand.</p>
      <ListLinks>
        <Button variant="secondary" onClick={onPasteInstead}>
          Paste the text
        </Button>
        <Link to={ROUTES.careerSubmit}>Add career history</Link>
        <Link to={ROUTES.educationSubmit}>Add education</Link>
        <Link to={ROUTES.skillsSubmit}>Add skills</Link>
      </ListLinks>
    </div>
  );
}

function ListLinks({ children }: { children: ReactNode[] }) {
  return (
    <ul className="resume-review__links">
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
