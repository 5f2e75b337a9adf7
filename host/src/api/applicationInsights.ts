import { useApiClient } from '@careerforge/shared';
import { getApplicationInsights } from '@careerforge/contract';
import { useQuery } from '@tanstack/react-query';

/** The host's own query key, under 'host' so no remote's key meets it. */
export const applicationInsightsKey = ['host', 'application-insights'] as const;

/** The caller's search in numbers and their upcoming next steps, computed by the API. */
export function useApplicationInsights() {
  const api = useApiClient();
  return useQuery({ queryKey: applicationInsightsKey, queryFn: ({ signal }) => api.call(getApplicationInsights, { signal }) });
}
