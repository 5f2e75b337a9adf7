import type { Application } from '@careerforge/contract';

/** What both views show: one stage or all, and applications made between two days (yyyy-mm-dd, inclusive). */
export interface ApplicationFilters {
  stage: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ApplicationFilters = { stage: '', from: '', to: '' };

export function filterApplications(applications: readonly Application[], { stage, from, to }: ApplicationFilters): Application[] {
  return applications.filter((application) => {
    const day = application.applied_at.slice(0, 10);
    return (!stage || application.status === stage) && (!from || day >= from) && (!to || day <= to);
  });
}
