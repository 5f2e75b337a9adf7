import { createRequire } from 'node:module';

const { createJestConfig } = createRequire(import.meta.url)('./build/jest.cjs');

export default createJestConfig();
