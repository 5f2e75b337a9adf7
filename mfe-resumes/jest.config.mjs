import { createJestConfig } from '@careerforge/shared/jest';

export default createJestConfig();
