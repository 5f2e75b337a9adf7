import { useRef, useState, type FormEvent } from 'react';
import { Banner, Button, RadioGroup, TextArea, TextField, errorMessage, useSubmitGuard, validateForm, type FieldErrors } from '@careerforge/shared';
import {
  PROFILE_LIMITS,
  profileLinkSchema,
  updateUserBodySchema,
  type AppProfile,
  type PageSize,
  type ProfileLink,
} from '@careerforge/contract';
import { useUpdateUser } from '../api/update-user';
import './ResumeDetailsForm.css';

/** A link row being edited; `key` keeps each row's fields in place when another row is removed. */
interface LinkRow extends ProfileLink {
  key: number;
}

interface ResumeDetailsValues {
  headline: string;
  location: string;
  summary: string;
  page_size: PageSize;
}

type LinkErrors = FieldErrors<keyof ProfileLink>;

const PAGE_SIZE_OPTIONS = [
  { value: 'letter', label: 'US Letter' },
  { value: 'a4', label: 'A4' },
] as const;

export interface ResumeDetailsFormProps {
  profile: AppProfile;
  userId: string;
}

/**
 * What a generated resume shows besides the name and contact: headline, location, links, summary,
 * and the paper it is formatted on. Saved with the profile's own fields unchanged, as the edit
 * call needs them; checked by the API's schema before it is sent.
 */
export function ResumeDetailsForm({ profile, userId }: ResumeDetailsFormProps) {
  const update = useUpdateUser();
  const submission = useSubmitGuard();
  const [values, setValues] = useState<ResumeDetailsValues>({
    headline: profile.headline ?? '',
    location: profile.location ?? '',
    summary: profile.summary ?? '',
    page_size: profile.page_size ?? 'letter',
  });
  const [links, setLinks] = useState<LinkRow[]>(() => (profile.links ?? []).map((link, index) => ({ ...link, key: index })));
  const nextLinkKey = useRef(profile.links?.length ?? 0);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [linkErrors, setLinkErrors] = useState<Record<number, LinkErrors>>({});
  /** The row just added, whose label field takes the focus when it appears. */
  const focusLinkKey = useRef<number | null>(null);
  const addLinkButton = useRef<HTMLButtonElement>(null);
  const atLinkLimit = links.length >= PROFILE_LIMITS.links;

  function edit(field: keyof ResumeDetailsValues, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A success message describes what was saved; after an edit it no longer does.
    if (update.isSuccess) update.reset();
  }

  function editLink(key: number, field: keyof ProfileLink, value: string) {
    setLinks((previous) => previous.map((link) => (link.key === key ? { ...link, [field]: value } : link)));
    if (update.isSuccess) update.reset();
  }

  function addLink() {
    const key = nextLinkKey.current++;
    focusLinkKey.current = key;
    setLinks((previous) => [...previous, { key, label: '', url: '' }]);
  }

  function removeLink(key: number) {
    setLinks((previous) => previous.filter((link) => link.key !== key));
    addLinkButton.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A row left wholly empty is an unused one, not a mistake.
    const filledLinks = links.filter(({ label, url }) => label.trim() || url.trim());
    const checkedLinks = filledLinks.map(({ key, label, url }) => ({ key, checked: validateForm(profileLinkSchema, { label, url }) }));
    const checked = validateForm(updateUserBodySchema, {
      user_id: userId,
      email: profile.email ?? '',
      username: profile.username,
      full_name: profile.full_name,
      phone_number: profile.phone_number,
      ...values,
      links: filledLinks.map(({ label, url }) => ({ label, url })),
    });
    setLinkErrors(Object.fromEntries(checkedLinks.flatMap(({ key, checked: link }) => (link.ok ? [] : [[key, link.errors]]))));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const body = checked.data;
    submission.run(() => update.mutateAsync(body));
  }

  // The profile's own fields are sent unchanged; if they do not pass, the profile above needs an edit first.
  const profileProblem = errors.email ?? errors.username ?? errors.full_name ?? errors.phone_number;
  // Each row's own problems show beside it; this is for the list as a whole (e.g. too many links).
  const linksProblem = Object.keys(linkErrors).length === 0 ? errors.links : undefined;

  return (
    <form className="resume-details-form" aria-label="Edit resume details" noValidate onSubmit={handleSubmit}>
      {profileProblem && (
        <Banner tone="error" title="Please fix your profile above first.">
          {profileProblem}
        </Banner>
      )}
      {update.isError && (
        <Banner tone="error" title="Your resume details could not be saved.">
          {errorMessage(update.error, 'Please try again.')}
        </Banner>
      )}
      {update.isSuccess && <Banner tone="success" title="Your resume details were saved." />}
      <TextField
        label="Headline"
        hint="One line under your name, e.g. Senior Data Engineer."
        maxLength={PROFILE_LIMITS.headline}
        value={values.headline}
        error={errors.headline}
        onChange={(event) => edit('headline', event.target.value)}
      />
      <TextField
        label="Location"
        hint="e.g. Lyon, France or Remote."
        autoComplete="address-level2"
        maxLength={PROFILE_LIMITS.location}
        value={values.location}
        error={errors.location}
        onChange={(event) => edit('location', event.target.value)}
      />
      <fieldset className="resume-details-form__links">
        <legend className="resume-details-form__legend">Links</legend>
        <p className="resume-details-form__note">
          Up to {PROFILE_LIMITS.links}, e.g. LinkedIn, GitHub or a portfolio. Web addresses start with http:// or https://.
        </p>
        {links.map((link, index) => (
          <fieldset key={link.key} className="resume-details-form__link">
            <legend className="resume-details-form__link-legend">Link {index + 1}</legend>
            <TextField
              label="Label"
              maxLength={PROFILE_LIMITS.linkLabel}
              value={link.label}
              error={linkErrors[link.key]?.label}
              onChange={(event) => editLink(link.key, 'label', event.target.value)}
              ref={(input) => {
                if (input && focusLinkKey.current === link.key) {
                  focusLinkKey.current = null;
                  input.focus();
                }
              }}
            />
            <TextField
              label="URL"
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={PROFILE_LIMITS.linkUrl}
              value={link.url}
              error={linkErrors[link.key]?.url}
              onChange={(event) => editLink(link.key, 'url', event.target.value)}
            />
            <Button variant="secondary" className="resume-details-form__remove" aria-label={`Remove link ${index + 1}`} onClick={() => removeLink(link.key)}>
              Remove
            </Button>
          </fieldset>
        ))}
        {linksProblem && (
          <p className="resume-details-form__error" role="alert">
            {linksProblem}
          </p>
        )}
        <Button ref={addLinkButton} variant="secondary" disabled={atLinkLimit} onClick={addLink}>
          Add link
        </Button>
      </fieldset>
      <TextArea
        label="Summary"
        rows={5}
        maxLength={PROFILE_LIMITS.summary}
        hint={
          <>
            A generated resume uses your summary instead of writing one.{' '}
            <span className="resume-details-form__count">
              {values.summary.length} / {PROFILE_LIMITS.summary} characters
            </span>
          </>
        }
        value={values.summary}
        error={errors.summary}
        onChange={(event) => edit('summary', event.target.value)}
      />
      <RadioGroup
        legend="Page size for resumes"
        options={PAGE_SIZE_OPTIONS}
        value={values.page_size}
        onChange={(pageSize) => edit('page_size', pageSize)}
      />
      <div className="resume-details-form__actions">
        <Button type="submit" busy={submission.submitting} busyLabel="Saving...">
          Save Resume Details
        </Button>
      </div>
    </form>
  );
}
