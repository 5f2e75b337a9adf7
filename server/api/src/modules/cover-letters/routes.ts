import {
  coverLetterFileName,
  createCoverLetter,
  deleteCoverLetter,
  editCoverLetter,
  formatCoverLetter,
  getCoverLetterStatus,
  listCoverLetters,
  listCoverLettersPage,
} from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { setFileHeaders } from '../../lib/http/files';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import {
  coverLetterStatus,
  editCoverLetterContent,
  formatCoverLetterFile,
  getCoverLetters,
  getCoverLettersPage,
  removeCoverLetter,
  startCoverLetter,
} from './service';
import { runCoverLetterWorkersInApp } from './worker';

export const coverLettersModule: FeatureModule = {
  name: 'cover-letters',
  register(app, services) {
    const { db } = services.database;
    const wakeWorkers = runCoverLetterWorkersInApp(app, services);

    registerEndpoint(app, createCoverLetter, async ({ user, body }) => {
      const coverLetterId = await startCoverLetter(db, user.userId, body.jobId, body.resumeId);
      wakeWorkers();
      return { coverLetterId };
    });

    registerEndpoint(app, getCoverLetterStatus, async ({ user, params }) => coverLetterStatus(db, user.userId, params.id));

    registerListEndpoint(app, { whole: listCoverLetters, page: listCoverLettersPage }, {
      whole: async (user) => ({ cover_letters: await getCoverLetters(db, user.userId) }),
      page: async (user, query) => pageAnswer('cover_letters', await getCoverLettersPage(db, user.userId, query)),
    });

    registerEndpoint(app, editCoverLetter, async ({ user, params, body }) => ({
      cover_letter: await editCoverLetterContent(db, user.userId, params.id, body),
    }));

    registerEndpoint(app, deleteCoverLetter, async ({ user, params }) => {
      await removeCoverLetter(db, user.userId, params.id);
      return { success: true };
    });

    registerEndpoint(app, formatCoverLetter, async ({ user, body, reply }) => {
      const file = await formatCoverLetterFile(db, user.userId, body);
      setFileHeaders(reply, {
        contentType: file.contentType,
        caching: 'private',
        disposition: { type: 'attachment', filename: coverLetterFileName(body.formatType) },
      });
      return file.bytes;
    });
  },
};
