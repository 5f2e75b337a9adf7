import { itMountsWithSingleSpa } from '@careerforge/shared/testing';
import * as lifecycles from './mount';

itMountsWithSingleSpa(lifecycles, { name: 'mfe_jobs', route: '/jobs-view', heading: 'Job Description History' });
