/**
 * @careerforge/shared: the public API shared by the shell and every remote, loaded once as a
 * Module Federation singleton. Keep it small; changes here are reviewed like a published package.
 */
export * from './auth/TokenProvider';
export * from './config/runtimeConfig';
export * from './config/RuntimeConfigProvider';
export * from './config/ui';
export * from './routing/registry';
export * from './routing/routes';
export * from './routing/remoteModule';
export * from './api/client';
export * from './api/useApiClient';
export * from './ui';
export * from './remote';
export * from './auth/AuthProvider';
export * from './auth/Auth0TokenBridge';
export * from './auth/profile';
export * from './auth/initialsAvatar';
export * from './theme';
export * from './profile';
export * from './queries';
export * from './forms/validateForm';
export * from './forms/useFormSubmit';
export * from './notify';
export * from './files';
export * from './format';
