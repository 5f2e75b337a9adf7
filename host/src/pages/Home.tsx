import { ROUTES, notify, useCurrentUser, useUserInfo, type RoutePath, type ToastContentProps } from '@careerforge/shared';
import { displayName, type AppProfile } from '@careerforge/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import './Home.css';

const DASHBOARD_CARDS: ReadonlyArray<{ title: string; to: RoutePath; description: string }> = [
  { title: 'Resume Upload', to: ROUTES.resumeUpload, description: 'Upload a .docx or .pdf, or paste your resume.' },
  { title: 'AI Resume Generator', to: ROUTES.resumeGenerate, description: 'Tailor a resume to a job from your own history.' },
  { title: 'Career History', to: ROUTES.careerView, description: 'Keep your positions and achievements up to date.' },
  { title: 'Education View', to: ROUTES.educationView, description: 'Your degrees, institutions and dates.' },
  { title: 'Job Listings', to: ROUTES.jobsSubmit, description: 'Save job descriptions you want to apply to.' },
  { title: 'Job Application', to: ROUTES.applications, description: 'Apply with a formatted resume and track it.' },
  { title: 'Job Advice', to: ROUTES.advice, description: 'Get advice for a job and one of your resumes.' },
  { title: 'Preferences', to: ROUTES.preferences, description: 'Profile, avatar, theme and sign-in security.' },
];

const REMINDER_SHOWN_KEY = 'careerforge.fullNameReminderShown';
const FULL_NAME_REMINDER_TOAST_ID = 'full-name-reminder';
const FULL_NAME_REMINDER_MS = 60_000;
/** Fallback when session storage is blocked: once per page load. */
let reminderShownThisPage = false;

/** Marks the reminder as shown; false when it already was during this visit (browser session). */
function claimReminder(): boolean {
  try {
    if (window.sessionStorage.getItem(REMINDER_SHOWN_KEY)) return false;
    window.sessionStorage.setItem(REMINDER_SHOWN_KEY, '1');
    return true;
  } catch {
    if (reminderShownThisPage) return false;
    reminderShownThisPage = true;
    return true;
  }
}

function FullNameReminder({ closeToast }: ToastContentProps) {
  return (
    <span>
      Your profile has no full name yet.{' '}
      <Link to={ROUTES.preferences} onClick={() => closeToast()}>
        Add it in Preferences
      </Link>
    </span>
  );
}

/** Once per visit, a user whose app profile has no full name is reminded to add one. */
function useFullNameReminder(profile: AppProfile | undefined) {
  const missingFullName = profile !== undefined && !profile.full_name?.trim();
  useEffect(() => {
    if (!missingFullName || !claimReminder()) return;
    notify.info(FullNameReminder, {
      toastId: FULL_NAME_REMINDER_TOAST_ID,
      position: 'top-center',
      autoClose: FULL_NAME_REMINDER_MS,
      hideProgressBar: true,
    });
  }, [missingFullName]);
}

/** The dashboard (/home). */
export function Home() {
  const currentUser = useCurrentUser();
  const { data: profile, isPending } = useUserInfo();
  useFullNameReminder(profile);

  if (isPending) return <LoadingOverlay label="Loading your profile…" />;

  return (
    <div className="home">
      <h1 className="home__welcome">Welcome, {displayName(profile, currentUser?.email)}</h1>
      <ul className="home__cards">
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="home__card">
              <span className="home__card-title">{card.title}</span>
              <span className="home__card-description">{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
