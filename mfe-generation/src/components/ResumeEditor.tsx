import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, ConfirmDialog, TextArea, TextField, errorMessage, useSubmitGuard } from '@careerforge/shared';
import { RESUME_SECTION_HEADINGS, type GeneratedResumeRecord, type ResumeSectionKind } from '@careerforge/contract';
import { useUpdateGeneratedResume } from '../api/update-generated-resume';
import {
  canMoveBullet,
  contentFromDraft,
  draftFromContent,
  fieldLabel,
  moveItem,
  newKey,
  parseGpa,
  pinnedFirst,
  serverFieldErrors,
  shownSectionOrder,
  type DraftBullet,
  type DraftPosition,
  type ResumeDraft,
} from '../lib/resumeDraft';
import { roleLabel } from '../lib/labels';
import './ResumeEditor.css';

const DATE_HINT = 'A year, yyyy-mm or yyyy-mm-dd.';

export interface ResumeEditorProps {
  /** The resume's id and its whole content. */
  resume: Pick<GeneratedResumeRecord, 'id' | 'generated_resume'>;
  /** After a save, with the record as the server now has it. */
  onSaved: (updated: GeneratedResumeRecord) => void;
  /** Leaves without saving (after the user agreed to lose their changes, if any). */
  onCancel: () => void;
}

/** Every text of a generated resume, its sections' order and visibility, and its bullets' order, pins and hiding. */
export function ResumeEditor({ resume, onSaved, onCancel }: ResumeEditorProps) {
  const [initial] = useState(() => draftFromContent(resume.generated_resume));
  const [draft, setDraft] = useState<ResumeDraft>(initial);
  const [errors, setErrors] = useState<{ path: string; message: string }[]>([]);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const save = useUpdateGeneratedResume();
  const submission = useSubmitGuard();
  const errorsId = useId();

  const changed = JSON.stringify(contentFromDraft(draft)) !== JSON.stringify(contentFromDraft(initial));
  const errorAt = (path: string) => errors.find((error) => error.path === path)?.message ?? null;
  const update = (recipe: (current: ResumeDraft) => ResumeDraft) => setDraft(recipe);
  const updatePosition = (index: number, recipe: (position: DraftPosition) => DraftPosition) =>
    update((current) => ({ ...current, career: current.career.map((position, at) => (at === index ? recipe(position) : position)) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const badGpa = draft.education.findIndex((entry) => parseGpa(entry.gpa) === undefined);
    if (badGpa !== -1) {
      setErrors([{ path: `education.${badGpa}.gpa`, message: 'GPA must be a number from 0 to 10.' }]);
      return;
    }
    setErrors([]);
    const content = contentFromDraft(draft);
    submission.run(() =>
      save.mutateAsync(
        { id: resume.id, content },
        {
          onSuccess: onSaved,
          onError: (error) => {
            const message = errorMessage(error, 'Saving the resume failed.');
            const fields = serverFieldErrors(message);
            setErrors(fields.length > 0 ? fields : [{ path: '', message }]);
          },
        },
      ),
    );
  }

  function cancel() {
    if (changed) setConfirmingCancel(true);
    else onCancel();
  }

  return (
    <form className="resume-editor" onSubmit={submit} noValidate aria-describedby={errors.length > 0 ? errorsId : undefined}>
      {errors.length > 0 && (
        <div id={errorsId} role="alert" className="resume-editor__errors">
          <p>The resume was not saved:</p>
          <ul>
            {errors.map((error) => (
              <li key={`${error.path}:${error.message}`}>{error.path ? `${fieldLabel(error.path)}: ${error.message}` : error.message}</li>
            ))}
          </ul>
        </div>
      )}

      <EditorSection title="Header">
        <div className="resume-editor__grid">
          <TextField label="Name" required value={draft.name} error={errorAt('name')} onChange={(event) => update((current) => ({ ...current, name: event.target.value }))} />
          <TextField label="Headline" value={draft.headline} error={errorAt('headline')} onChange={(event) => update((current) => ({ ...current, headline: event.target.value }))} />
          <TextField label="Email" value={draft.email} error={errorAt('email')} onChange={(event) => update((current) => ({ ...current, email: event.target.value }))} />
          <TextField label="Phone" value={draft.phone} error={errorAt('phone')} onChange={(event) => update((current) => ({ ...current, phone: event.target.value }))} />
          <TextField label="Location" value={draft.location} error={errorAt('location')} onChange={(event) => update((current) => ({ ...current, location: event.target.value }))} />
        </div>
        <fieldset className="resume-editor__group">
          <legend>Links</legend>
          {draft.links.map((link, index) => (
            <div key={link.key} className="resume-editor__row" role="group" aria-label={`Link ${index + 1}`}>
              <TextField
                label="Label"
                value={link.text}
                error={errorAt(`links.${index}.label`)}
                onChange={(event) => update((current) => ({ ...current, links: current.links.map((item) => (item.key === link.key ? { ...item, text: event.target.value } : item)) }))}
              />
              <TextField
                label="Address"
                type="url"
                value={link.url}
                error={errorAt(`links.${index}.url`)}
                onChange={(event) => update((current) => ({ ...current, links: current.links.map((item) => (item.key === link.key ? { ...item, url: event.target.value } : item)) }))}
              />
              <Button variant="secondary" onClick={() => update((current) => ({ ...current, links: current.links.filter((item) => item.key !== link.key) }))}>
                Remove link
              </Button>
            </div>
          ))}
          <Button variant="secondary" onClick={() => update((current) => ({ ...current, links: [...current.links, { key: newKey(), text: '', url: '' }] }))}>
            Add link
          </Button>
        </fieldset>
      </EditorSection>

      <EditorSection title="Sections">
        <p className="resume-editor__hint">The order the sections print in, and which of them print.</p>
        <ol className="resume-editor__sections">
          {shownSectionOrder(draft).map((kind, index, order) => (
            <SectionRow
              key={kind}
              kind={kind}
              shown={!draft.hiddenSections.includes(kind)}
              first={index === 0}
              last={index === order.length - 1}
              onShownChange={(shown) =>
                update((current) => ({
                  ...current,
                  hiddenSections: shown ? current.hiddenSections.filter((hidden) => hidden !== kind) : [...current.hiddenSections, kind],
                }))
              }
              onMove={(offset) => update((current) => ({ ...current, sectionOrder: moveItem(shownSectionOrder(current), index, offset) }))}
            />
          ))}
        </ol>
      </EditorSection>

      <EditorSection title="Summary">
        <TextArea label="Summary" rows={4} value={draft.summary} error={errorAt('summary')} onChange={(event) => update((current) => ({ ...current, summary: event.target.value }))} />
      </EditorSection>

      <EditorSection title="Experience">
        {draft.career.map((position, index) => (
          <fieldset key={position.key} className="resume-editor__group">
            <legend>{`Position ${index + 1}: ${roleLabel(position)}`}</legend>
            <div className="resume-editor__grid">
              <TextField label="Title" required value={position.position} error={errorAt(`career.${index}.position`)} onChange={(event) => updatePosition(index, (current) => ({ ...current, position: event.target.value }))} />
              <TextField label="Company" required value={position.company} error={errorAt(`career.${index}.company`)} onChange={(event) => updatePosition(index, (current) => ({ ...current, company: event.target.value }))} />
              <TextField label="Start date" required hint={DATE_HINT} value={position.start_date} error={errorAt(`career.${index}.start_date`)} onChange={(event) => updatePosition(index, (current) => ({ ...current, start_date: event.target.value }))} />
              <TextField label="End date" hint="Empty for Present." value={position.end_date} error={errorAt(`career.${index}.end_date`)} onChange={(event) => updatePosition(index, (current) => ({ ...current, end_date: event.target.value }))} />
            </div>
            <TextArea label="Description" rows={3} value={position.description} error={errorAt(`career.${index}.description`)} onChange={(event) => updatePosition(index, (current) => ({ ...current, description: event.target.value }))} />
            <BulletEditor position={position} positionIndex={index} errorAt={errorAt} onChange={(recipe) => updatePosition(index, recipe)} />
          </fieldset>
        ))}
        {draft.career.length === 0 && <p className="resume-editor__hint">No positions.</p>}
      </EditorSection>

      <EditorSection title="Education">
        {draft.education.map((entry, index) => {
          const set = (field: 'degree' | 'institution' | 'start_date' | 'end_date' | 'gpa', value: string) =>
            update((current) => ({ ...current, education: current.education.map((item) => (item.key === entry.key ? { ...item, [field]: value } : item)) }));
          return (
            <fieldset key={entry.key} className="resume-editor__group">
              <legend>{`Education ${index + 1}: ${entry.degree || 'Untitled'}`}</legend>
              <div className="resume-editor__grid">
                <TextField label="Degree" required value={entry.degree} error={errorAt(`education.${index}.degree`)} onChange={(event) => set('degree', event.target.value)} />
                <TextField label="Institution" required value={entry.institution} error={errorAt(`education.${index}.institution`)} onChange={(event) => set('institution', event.target.value)} />
                <TextField label="Start date" hint={DATE_HINT} value={entry.start_date} error={errorAt(`education.${index}.start_date`)} onChange={(event) => set('start_date', event.target.value)} />
                <TextField label="End date" hint={DATE_HINT} value={entry.end_date} error={errorAt(`education.${index}.end_date`)} onChange={(event) => set('end_date', event.target.value)} />
                <TextField label="GPA" inputMode="decimal" value={entry.gpa} error={errorAt(`education.${index}.gpa`)} onChange={(event) => set('gpa', event.target.value)} />
              </div>
            </fieldset>
          );
        })}
        {draft.education.length === 0 && <p className="resume-editor__hint">No education entries.</p>}
      </EditorSection>

      <EditorSection title="Skills">
        <ul className="resume-editor__list">
          {draft.skills.map((skill, index) => (
            <li key={skill.key} className="resume-editor__row">
              <TextField
                label={`Skill ${index + 1}`}
                value={skill.text}
                error={errorAt(`skills.${index}`)}
                onChange={(event) => update((current) => ({ ...current, skills: current.skills.map((item) => (item.key === skill.key ? { ...item, text: event.target.value } : item)) }))}
              />
              <Button variant="secondary" aria-label={`Remove skill ${index + 1}`} onClick={() => update((current) => ({ ...current, skills: current.skills.filter((item) => item.key !== skill.key) }))}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => update((current) => ({ ...current, skills: [...current.skills, { key: newKey(), text: '' }] }))}>
          Add skill
        </Button>
      </EditorSection>

      <div className="resume-editor__actions">
        <Button type="submit" busy={submission.submitting} busyLabel="Saving…">
          Save
        </Button>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </div>

      {confirmingCancel && (
        <ConfirmDialog
          message="Discard your unsaved changes to this resume?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onCancel}
          onCancel={() => setConfirmingCancel(false)}
        />
      )}
    </form>
  );
}

function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="resume-editor__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

interface SectionRowProps {
  kind: ResumeSectionKind;
  shown: boolean;
  first: boolean;
  last: boolean;
  onShownChange: (shown: boolean) => void;
  onMove: (offset: number) => void;
}

function SectionRow({ kind, shown, first, last, onShownChange, onMove }: SectionRowProps) {
  const checkboxId = useId();
  const label = RESUME_SECTION_HEADINGS[kind];
  return (
    <li className="resume-editor__row" role="group" aria-label={`${label} section`}>
      <input id={checkboxId} type="checkbox" checked={shown} onChange={(event) => onShownChange(event.target.checked)} />
      <label htmlFor={checkboxId} className="resume-editor__section-name">{`Show ${label}`}</label>
      <Button variant="secondary" disabled={first} onClick={() => onMove(-1)}>
        Move up
      </Button>
      <Button variant="secondary" disabled={last} onClick={() => onMove(1)}>
        Move down
      </Button>
    </li>
  );
}

interface BulletEditorProps {
  position: DraftPosition;
  positionIndex: number;
  errorAt: (path: string) => string | null;
  onChange: (recipe: (position: DraftPosition) => DraftPosition) => void;
}

/** A position's bullets: edit, move (pinned ones stay on top), pin, hide and show again. */
function BulletEditor({ position, positionIndex, errorAt, onChange }: BulletEditorProps) {
  const setBullets = (recipe: (bullets: DraftBullet[]) => DraftBullet[]) => onChange((current) => ({ ...current, bullets: recipe(current.bullets) }));
  return (
    <div className="resume-editor__bullets">
      <h3>Bullets</h3>
      {position.bullets.length === 0 && <p className="resume-editor__hint">No bullets shown.</p>}
      <ol className="resume-editor__list">
        {position.bullets.map((bullet, index) => (
          <li key={bullet.key} className="resume-editor__bullet" role="group" aria-label={`Bullet ${index + 1}`}>
            <TextArea
              label={bullet.pinned ? `Bullet ${index + 1} (pinned)` : `Bullet ${index + 1}`}
              rows={2}
              value={bullet.text}
              error={errorAt(`career.${positionIndex}.accomplishments.${index}`)}
              onChange={(event) => setBullets((bullets) => bullets.map((item) => (item.key === bullet.key ? { ...item, text: event.target.value } : item)))}
            />
            <div className="resume-editor__bullet-actions">
              <Button variant="secondary" disabled={!canMoveBullet(position.bullets, index, -1)} onClick={() => setBullets((bullets) => moveItem(bullets, index, -1))}>
                Move up
              </Button>
              <Button variant="secondary" disabled={!canMoveBullet(position.bullets, index, 1)} onClick={() => setBullets((bullets) => moveItem(bullets, index, 1))}>
                Move down
              </Button>
              <Button
                variant="secondary"
                aria-pressed={bullet.pinned}
                onClick={() => setBullets((bullets) => pinnedFirst(bullets.map((item) => (item.key === bullet.key ? { ...item, pinned: !item.pinned } : item))))}
              >
                Pin to top
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  onChange((current) => ({
                    ...current,
                    bullets: current.bullets.filter((item) => item.key !== bullet.key),
                    hidden: [...current.hidden, { ...bullet, pinned: false }],
                  }))
                }
              >
                Hide
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => setBullets((bullets) => [...bullets, { key: newKey(), text: '', pinned: false }])}>
        Add bullet
      </Button>
      {position.hidden.length > 0 && (
        <div className="resume-editor__hidden">
          <h4>Hidden bullets (not printed)</h4>
          <ul className="resume-editor__list">
            {position.hidden.map((bullet, index) => (
              <li key={bullet.key} className="resume-editor__row" role="group" aria-label={`Hidden bullet ${index + 1}`}>
                <span className="resume-editor__hidden-text">{bullet.text}</span>
                <Button
                  variant="secondary"
                  onClick={() =>
                    onChange((current) => ({
                      ...current,
                      hidden: current.hidden.filter((item) => item.key !== bullet.key),
                      bullets: [...current.bullets, bullet],
                    }))
                  }
                >
                  Show
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
