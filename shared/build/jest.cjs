/** The Jest config of every browser package (the shell, the remotes, shared): jsdom + @swc/jest. */
const path = require('node:path');

const swc = (tsx) => [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

/**
 * @param {object} [options]
 * @param {string[]} [options.setupFiles]          extra setup files after the common one
 * @param {Record<string,string>} [options.moduleNameMapper]  extra mappings (stubs of test boundaries)
 * @returns {import('jest').Config}
 */
function createJestConfig({ setupFiles = [], moduleNameMapper = {} } = {}) {
  return {
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: { '^.+\\.tsx$': swc(true), '^.+\\.(ts|js|mjs|cjs)$': swc(false) },
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy', ...moduleNameMapper },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs'), ...setupFiles],
    clearMocks: true,
    // Form tests type whole values with user-event; on a busy two-core machine one such test takes
    // several seconds, so Jest's 5 s default would report a slow machine as a failure.
    testTimeout: 20_000,
  };
}

module.exports = { createJestConfig };
