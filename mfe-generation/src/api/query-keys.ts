/**
 * This remote's query keys, all under 'generation' so that no other remote's key meets them in the
 * one query client they share. The job list and the generated resumes are not here: the jobs remote
 * shows them too, so they are shared queries (`sharedKeys.jobs`, `sharedKeys.generatedResumes`).
 */
export const generationKeys = {
  all: ['generation'] as const,
  careerPicker: () => [...generationKeys.all, 'career-picker'] as const,
  careerPickerSearch: (q: string) => [...generationKeys.careerPicker(), { q }] as const,
  status: (resumeId: number) => [...generationKeys.all, 'status', resumeId] as const,
  templates: () => [...generationKeys.all, 'templates'] as const,
  coverLetter: (coverLetterId: number) => [...generationKeys.all, 'cover-letter', coverLetterId] as const,
};
