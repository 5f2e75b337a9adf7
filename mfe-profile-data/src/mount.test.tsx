import { itMountsWithSingleSpa } from '@careerforge/shared/testing';
import * as lifecycles from './mount';

itMountsWithSingleSpa(lifecycles, { name: 'mfe_profile_data', route: '/education-view', heading: 'My Education' });
