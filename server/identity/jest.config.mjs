/**
 * Jest runs the ESM TypeScript sources as CommonJS compiled by swc (Jest's native ESM mode needs
 * --experimental-vm-modules). oidc-provider and jose ship ESM only, so swc compiles them too; swc
 * rewrites import.meta.url for CommonJS.
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|oidc-provider/|jose/)'],
  // Sources import './x.js' (ESM style); the file on disk is x.ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFiles: ['<rootDir>/test/support/quiet-runtime-warning.ts'],
  testTimeout: 15_000,
};
