/**
 * Rows per page of the long lists (career history, education, skills, the profile sections): more
 * than a screenful, so one call fills the screen and scrolling seldom waits.
 */
export const PROFILE_LIST_PAGE_SIZE = 50;
