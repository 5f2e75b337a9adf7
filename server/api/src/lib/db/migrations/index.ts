import type { DatabaseEngine } from '../index';
import * as usersAndSkills from './0001_users_and_skills';
import * as careerHistory from './0002_career_history';
import * as education from './0003_education';
import * as jobs from './0004_jobs';
import * as jobApplications from './0005_job_applications';
import * as resumes from './0006_resumes';
import * as generatedResumes from './0007_generated_resumes';
import * as applicationResumes from './0008_application_resumes';
import * as userAvatars from './0009_user_avatars';
import * as profileResumeDetails from './0010_profile_resume_details';
import * as generatedResumeEdits from './0011_generated_resume_edits';
import * as coverLetters from './0012_cover_letters';
import * as profileSections from './0013_profile_sections';
import * as resumeContentHash from './0014_resume_content_hash';
import * as applicationTracking from './0015_application_tracking';
import * as listPaging from './0016_list_paging';
import * as jobSearch from './0017_job_search';
import * as jobTraceParent from './0018_job_trace_parent';
import * as applicationFilters from './0019_application_filters';
import * as formattedResumeSearch from './0020_formatted_resume_search';
import type { MigrationDb } from './columns';

export interface EngineMigration {
  up(db: MigrationDb, engine: DatabaseEngine): Promise<void>;
}

/** Every migration, by name; they run in name order. Add a feature's tables as the next number. */
export const migrations: Record<string, EngineMigration> = {
  '0001_users_and_skills': usersAndSkills,
  '0002_career_history': careerHistory,
  '0003_education': education,
  '0004_jobs': jobs,
  '0005_job_applications': jobApplications,
  '0006_resumes': resumes,
  '0007_generated_resumes': generatedResumes,
  '0008_application_resumes': applicationResumes,
  '0009_user_avatars': userAvatars,
  '0010_profile_resume_details': profileResumeDetails,
  '0011_generated_resume_edits': generatedResumeEdits,
  '0012_cover_letters': coverLetters,
  '0013_profile_sections': profileSections,
  '0014_resume_content_hash': resumeContentHash,
  '0015_application_tracking': applicationTracking,
  '0016_list_paging': listPaging,
  '0017_job_search': jobSearch,
  '0018_job_trace_parent': jobTraceParent,
  '0019_application_filters': applicationFilters,
  '0020_formatted_resume_search': formattedResumeSearch,
};
