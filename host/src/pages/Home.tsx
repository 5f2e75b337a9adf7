import { Button, ROUTES, formatPartialDate, notify, useCurrentUser, useUserInfo, type RoutePath, type ToastContentProps } from '@careerforge/shared';
import { displayName, type AppProfile, type ApplicationInsights, type ApplicationRates } from '@careerforge/contract';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useApplicationInsights } from '../api/applicationInsights';
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

const CHART = { width: 320, height: 120, gap: 8, label: 16 } as const;

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Today as yyyy-mm-dd in the user's own time zone, to tell an overdue step from a due one. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Applications per week as bars; the same numbers are given as text for screen readers. */
function WeeksChart({ weeks }: { weeks: ApplicationInsights['weeks'] }) {
  const descriptionId = useId();
  const most = Math.max(1, ...weeks.map((week) => week.applications));
  const barWidth = (CHART.width - CHART.gap * (weeks.length - 1)) / weeks.length;
  const plotHeight = CHART.height - CHART.label;
  return (
    <figure className="home__chart">
      <figcaption>Applications per week (last 8 weeks)</figcaption>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby={descriptionId} className="home__chart-svg">
        {weeks.map((week, index) => {
          const height = (week.applications / most) * (plotHeight - CHART.label);
          const x = index * (barWidth + CHART.gap);
          return (
            <g key={week.week_start}>
              <rect x={x} y={plotHeight - height} width={barWidth} height={height} className="home__chart-bar" />
              <text x={x + barWidth / 2} y={plotHeight - height - 4} textAnchor="middle" className="home__chart-value">
                {week.applications}
              </text>
              <text x={x + barWidth / 2} y={CHART.height - 2} textAnchor="middle" className="home__chart-label">
                {week.week_start.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
      <p id={descriptionId} className="visually-hidden">
        {weeks.map((week) => `Week of ${formatPartialDate(week.week_start)}: ${week.applications}`).join('; ')}.
      </p>
    </figure>
  );
}

/**
 * Rows a rates table shows until the user asks for all: the API lists the ones with the most
 * applications first, and a table of thousands of resumes would make the dashboard slow to show
 * and slow to leave.
 */
const RATES_ROWS_SHOWN = 10;

function RatesTable({ caption, rows }: { caption: string; rows: readonly ApplicationRates[] }) {
  const [showingAll, setShowingAll] = useState(false);
  const tableId = useId();
  const shownRows = showingAll ? rows : rows.slice(0, RATES_ROWS_SHOWN);
  return (
    <>
      <table id={tableId} className="home__rates">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Applications</th>
            <th scope="col">Response rate</th>
            <th scope="col">Interview rate</th>
          </tr>
        </thead>
        <tbody>
          {shownRows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.applications}</td>
              <td>{percent(row.response_rate)}</td>
              <td>{percent(row.interview_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > RATES_ROWS_SHOWN && (
        <Button variant="secondary" className="home__rates-toggle" aria-controls={tableId} aria-expanded={showingAll} onClick={() => setShowingAll((all) => !all)}>
          {showingAll ? `Show the first ${RATES_ROWS_SHOWN}` : `Show all ${rows.length}`}
        </Button>
      )}
    </>
  );
}

/** 'Next steps' (overdue or within a week, soonest first) and 'Insights' on the user's own applications. */
function SearchOverview() {
  const insights = useApplicationInsights();
  const nextStepsId = useId();
  const insightsId = useId();
  if (insights.isPending) return null;
  if (insights.isError) return <p className="home__insights-error">Your next steps and insights could not be loaded.</p>;
  const { data } = insights;
  const today = localToday();
  return (
    <>
      <section className="home__section" aria-labelledby={nextStepsId}>
        <h2 id={nextStepsId}>Next steps</h2>
        {data.next_steps.length === 0 ? (
          <p>No next steps in the coming week.</p>
        ) : (
          <ul className="home__next-steps">
            {data.next_steps.map((step) => (
              <li key={step.id}>
                <time dateTime={step.next_step_date}>{formatPartialDate(step.next_step_date)}</time>
                {step.next_step_date < today && <strong className="home__overdue"> Overdue</strong>} — {step.jobSummary}
                {step.companyName ? ` at ${step.companyName}` : ''} ({step.status})
              </li>
            ))}
          </ul>
        )}
        <Link to={ROUTES.applications}>Open your applications</Link>
      </section>
      <section className="home__section" aria-labelledby={insightsId}>
        <h2 id={insightsId}>Insights</h2>
        <WeeksChart weeks={data.weeks} />
        <dl className="home__figures">
          <div>
            <dt>Response rate</dt>
            <dd>{percent(data.overall.response_rate)}</dd>
          </div>
          <div>
            <dt>Interview rate</dt>
            <dd>{percent(data.overall.interview_rate)}</dd>
          </div>
          <div>
            <dt>Median days to first response</dt>
            <dd>{data.median_days_to_first_response ?? '—'}</dd>
          </div>
        </dl>
        {data.by_resume.length > 0 && <RatesTable caption="By resume" rows={data.by_resume} />}
        {data.by_template.length > 0 && <RatesTable caption="By template" rows={data.by_template} />}
      </section>
    </>
  );
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
      <SearchOverview />
    </div>
  );
}
