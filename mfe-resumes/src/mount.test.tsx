import { itMountsWithSingleSpa } from '@careerforge/shared/testing';
import * as lifecycles from './mount';

itMountsWithSingleSpa(lifecycles, { name: 'mfe_resumes', route: '/resume-upload', heading: 'Upload or Paste Your Resume' });
