import { createJestConfig } from '@careerforge/shared/jest';

export default createJestConfig({
  setupFiles: ['<rootDir>/test/setup.ts'],
  moduleNameMapper: {
    // The federation runtime only works inside an Rspack build, and the identity provider is the
    // tests' boundary (the real one is covered end to end): both are stubs the tests drive.
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/moduleFederationRuntime.ts',
    '^@auth0/auth0-react$': '<rootDir>/test/auth0React.tsx',
  },
});
