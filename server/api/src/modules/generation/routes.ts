import {
  deleteGeneratedResume,
  generateResume,
  getGenerationStatus,
  listGeneratedResumes,
} from '@careerforge/contract';
import type { BlobStore } from '../../lib/blob-store';
import { HttpError } from '../../lib/errors';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { generatedResumeQueries } from './queries';
import { removeGeneratedResume, RESUME_NOT_FOUND, startGeneration } from './service';

export interface GenerationDependencies {
  blobs: BlobStore;
  /** Told when a job is queued, when this process runs generation itself. */
  onQueued: () => void;
}

export function generationRoutes({ blobs, onQueued }: GenerationDependencies): FeatureRoutes {
  return (app, { db }) => {
    registerEndpoint(app, generateResume, async ({ user, body }) => {
      const resumeId = await startGeneration(db, user.userId, body.jobId, body.historyIds);
      onQueued();
      return { resumeId };
    });

    registerEndpoint(app, getGenerationStatus, async ({ user, params }) => {
      const status = await generatedResumeQueries(db, user.userId).status(params.resumeId);
      if (!status) throw new HttpError(404, RESUME_NOT_FOUND);
      return status;
    });

    registerEndpoint(app, listGeneratedResumes, async ({ user }) => ({
      generated_resume: await generatedResumeQueries(db, user.userId).listCompleted(),
    }));

    registerEndpoint(app, deleteGeneratedResume, async ({ user, params }) => {
      await removeGeneratedResume(db, blobs, user.userId, params.id);
      return { success: true };
    });
  };
}
