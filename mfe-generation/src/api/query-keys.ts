/** This remote's query keys. */
export const queryKeys = {
  jobs: ['jobs', 'history'],
  careerForPicker: ['career', 'picker'],
  generationStatus: (resumeId: number) => ['generation', 'status', resumeId] as const,
  generatedResumes: ['generated-resumes'],
  templates: ['templates'],
} as const;
