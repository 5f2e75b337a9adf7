import { createJestConfig } from '@careerforge/shared/jest';

export default createJestConfig({ setupFiles: ['<rootDir>/src/test/setup.ts'] });
