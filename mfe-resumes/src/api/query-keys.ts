/** This remote's query keys. */
export const queryKeys = {
  resumes: ['resumes'],
} as const;
