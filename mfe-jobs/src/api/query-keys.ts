/** This remote's query keys. */
export const queryKeys = {
  jobsHistory: ['jobs', 'history'],
} as const;
