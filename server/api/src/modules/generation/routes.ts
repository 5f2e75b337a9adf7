import { generateResume, getGenerationStatus, listGeneratedResumes, listGeneratedResumesPage, updateGeneratedResume } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import { editGeneratedResume, generationStatus, getGeneratedResumes, getGeneratedResumesPage, startGeneration } from './service';
import { runWorkersInApp } from './worker';

/** A generated resume is deleted through the formatting module, since the files formatted from it go with it. */
export const generationModule: FeatureModule = {
  name: 'generation',
  register(app, services) {
    const { db } = services.database;
    const wakeWorkers = runWorkersInApp(app, services);

    registerEndpoint(app, generateResume, async ({ user, body }) => {
      const resumeId = await startGeneration(db, user.userId, body.jobId, body.historyIds);
      wakeWorkers();
      return { resumeId };
    });

    registerEndpoint(app, getGenerationStatus, async ({ user, params }) => generationStatus(db, user.userId, params.resumeId));

    registerListEndpoint(app, { whole: listGeneratedResumes, page: listGeneratedResumesPage }, {
      whole: async (user) => ({ generated_resume: await getGeneratedResumes(db, user.userId) }),
      page: async (user, query) => pageAnswer('generated_resume', await getGeneratedResumesPage(db, user.userId, query)),
    });

    registerEndpoint(app, updateGeneratedResume, async ({ user, params, body }) =>
      editGeneratedResume(db, user.userId, params.id, body.generated_resume),
    );
  },
};
