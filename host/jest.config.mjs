/** Component tests of the shell (jsdom; TypeScript through @swc/jest). */
const swc = (tsx) => [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx$': swc(true), '^.+\\.(ts|js|mjs|cjs)$': swc(false) },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // The federation runtime only works inside an Rspack build, and the identity provider is the
    // tests' boundary (the real one is covered end to end): both are stubs the tests drive.
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/moduleFederationRuntime.ts',
    '^@auth0/auth0-react$': '<rootDir>/test/auth0React.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  clearMocks: true,
};
