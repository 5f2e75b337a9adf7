/**
 * Jest runs the TypeScript sources through SWC as CommonJS, so `pnpm exec jest` needs no Node flags
 * (SWC rewrites `import.meta.url` for CommonJS). The ESM-only packages the API loads (jose, cookie,
 * content-disposition) are transformed too.
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|jose/|content-disposition/|cookie/)'],
  testTimeout: 20_000,
};
