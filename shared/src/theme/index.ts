export * from './themePreference';
