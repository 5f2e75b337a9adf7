/** Unit and component tests of @careerforge/shared (jsdom; TypeScript through @swc/jest). */
const swc = (tsx) => [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx$': swc(true), '^.+\\.(ts|js|mjs|cjs)$': swc(false) },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};
