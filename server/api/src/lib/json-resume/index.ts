export { fromJsonResume, readJsonResumeFile } from './from-json-resume';
export { profileToJsonResume, toJsonResume } from './to-json-resume';
