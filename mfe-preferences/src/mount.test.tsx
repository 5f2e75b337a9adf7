import { itMountsWithSingleSpa } from '@careerforge/shared/testing';
import * as lifecycles from './mount';

itMountsWithSingleSpa(lifecycles, { name: 'mfe_preferences', route: '/preferences', heading: 'Preferences' });
