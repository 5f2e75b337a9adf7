import { itMountsWithSingleSpa } from '@careerforge/shared/testing';
import * as lifecycles from './mount';

itMountsWithSingleSpa(lifecycles, { name: 'mfe_generation', route: '/resume-generate', heading: 'Generate Your Resume' });
