/** This remote's query keys. */
export const queryKeys = {
  jobsHistory: ['jobs', 'history'],
  applications: ['applications'],
  generatedResumes: ['generated-resumes'],
  formattedResumes: ['formatted-resumes'],
} as const;
