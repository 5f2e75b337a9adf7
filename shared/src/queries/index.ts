/** The queries more than one remote shows, under keys that only @careerforge/shared defines. */
export * from './sharedKeys';
export * from './jobs';
export * from './generatedResumes';
export * from './usePollingLimit';
