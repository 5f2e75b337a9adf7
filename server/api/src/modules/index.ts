import type { FeatureModule } from '../app-services';
import { adviceModule } from './advice/routes';
import { applicationsModule } from './applications/routes';
import { careerModule } from './career/routes';
import { coverLettersModule } from './cover-letters/routes';
import { educationModule } from './education/routes';
import { formattingModule } from './formatting/routes';
import { generationModule } from './generation/routes';
import { healthModule } from './health/routes';
import { jobsModule } from './jobs/routes';
import { profileSectionsModule } from './profile-sections/routes';
import { resumesModule } from './resumes/routes';
import { skillsModule } from './skills/routes';
import { usersModule } from './users/routes';

/** Every feature of the API, registered by app.ts in this order; a new `modules/<feature>/` is added here. */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  healthModule,
  skillsModule,
  careerModule,
  educationModule,
  profileSectionsModule,
  jobsModule,
  applicationsModule,
  usersModule,
  resumesModule,
  generationModule,
  formattingModule,
  adviceModule,
  coverLettersModule,
];
