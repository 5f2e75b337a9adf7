/**
 * The API contract: zod schemas and endpoint definitions for every call. Imported by the remotes
 * and by the server, so it holds no React and no browser APIs.
 */
export * from './endpoint';
export * from './paging';
export * from './health';
export * from './user';
export * from './skills';
export * from './dates';
export * from './fields';
export * from './career';
export * from './education';
export * from './profile-sections';
export * from './jobs';
export * from './resumes';
export * from './json-resume';
export * from './generation';
export * from './generated-resume-edit';
export * from './applications';
export * from './advice';
export * from './cover-letters';
