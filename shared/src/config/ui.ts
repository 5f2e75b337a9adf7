/** Timings and sizes of the interface, the same in the shell and every remote. */

/** A signed-in user who does nothing for this long is signed out. */
export const INACTIVITY_TIMEOUT_MS = 300_000;
/** How long before that sign-out a warning offers to stay signed in. */
export const INACTIVITY_WARNING_MS = 60_000;
/** How often the top bar fetches the user's profile again, to show changes made elsewhere. */
export const USER_INFO_POLL_MS = 100_000;
/** At this width and below, the shell shows its mobile bar instead of the top bar. */
export const MOBILE_BREAKPOINT_PX = 768;
/** How long a list page's success banner stays. */
export const LIST_BANNER_MS = 3000;
/** How long the job pages' banners stay. */
export const JOBS_BANNER_MS = 1500;
/** A job polled for its status (a resume or a cover letter being written) is watched this long before the screen gives up. */
export const POLL_LIMIT_MS = 180_000;
