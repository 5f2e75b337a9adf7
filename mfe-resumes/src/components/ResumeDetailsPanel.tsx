import { useState, type FormEvent } from 'react';
import { Button, useCurrentUser, useSubmitGuard, useUserInfo } from '@careerforge/shared';
import type { AppProfile, ResumeDetails } from '@careerforge/contract';
import { useSaveProfileDetails } from '../api/save-profile-details';
import { failureMessage } from '../lib/failureMessage';
import { detailChoices, detailsUpdate, initiallyTicked, type DetailKey } from '../lib/profileDetails';
import './ResumeDetailsPanel.css';

export interface ResumeDetailsPanelProps {
  details: ResumeDetails;
  /** The chosen details were saved to the profile. */
  onSaved: () => void;
  /** 'Not now': nothing is saved. */
  onDismiss: () => void;
}

/**
 * 'Use these details?': what a resume says about the person next to what the profile holds, one
 * checkbox each. Nothing reaches the profile until 'Save details', and then only the ticked ones.
 */
export function ResumeDetailsPanel(props: ResumeDetailsPanelProps) {
  const { data: profile } = useUserInfo();
  // The choices are compared with the profile, so they wait for it.
  if (!profile || detailChoices(props.details, profile).length === 0) return null;
  return <DetailsForm {...props} profile={profile} />;
}

function DetailsForm({ details, profile, onSaved, onDismiss }: ResumeDetailsPanelProps & { profile: AppProfile }) {
  const userId = useCurrentUser()?.userId ?? '';
  const choices = detailChoices(details, profile);
  const [ticked, setTicked] = useState(() => initiallyTicked(choices));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProfileDetails();
  const submission = useSubmitGuard();

  function toggle(key: DetailKey, on: boolean) {
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new Set(choices.filter(({ key, problem }) => ticked.has(key) && problem === null).map(({ key }) => key));
    if (chosen.size === 0) {
      setError('Tick the details to copy into your profile first.');
      return;
    }
    setError(null);
    submission.run(() =>
      save.mutateAsync(detailsUpdate(userId, details, profile, chosen), {
        onSuccess: onSaved,
        onError: (failure) => setError(failureMessage(failure, 'Your profile could not be updated.')),
      }),
    );
  }

  return (
    <section className="resume-details" aria-labelledby="resume-details-title">
      <h2 id="resume-details-title">Use these details?</h2>
      <p className="resume-details__intro">
        We found these in your resume. Tick the ones to copy into your profile; nothing is saved until you choose Save details.
      </p>
      <form onSubmit={handleSubmit} noValidate>
        <ul className="resume-details__list">
          {choices.map(({ key, label, found, current, problem }) => (
            <li key={key} className="resume-details__item">
              <input
                type="checkbox"
                id={`resume-detail-${key}`}
                checked={problem === null && ticked.has(key)}
                disabled={problem !== null}
                aria-describedby={problem === null ? undefined : `resume-detail-${key}-problem`}
                onChange={(event) => toggle(key, event.target.checked)}
              />
              <div>
                <label htmlFor={`resume-detail-${key}`} className="resume-details__label">
                  {label}
                </label>
                <p className="resume-details__value">
                  <span className="resume-details__source">From your resume: </span>
                  {found}
                </p>
                {current !== null && (
                  <p className="resume-details__value">
                    <span className="resume-details__source">In your profile now: </span>
                    {current}
                  </p>
                )}
                {problem !== null && (
                  <p id={`resume-detail-${key}-problem`} className="resume-details__problem">
                    {problem}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
        {error && (
          <p role="alert" className="resume-details__problem">
            {error}
          </p>
        )}
        <div className="resume-details__actions">
          <Button type="submit" busy={submission.submitting} busyLabel="Saving...">
            Save details
          </Button>
          <Button variant="secondary" onClick={onDismiss}>
            Not now
          </Button>
        </div>
      </form>
    </section>
  );
}
