import {
  deleteGeneratedResume,
  downloadFileName,
  downloadFormattedResume,
  formatResume,
  listFormattedResumes,
  listFormattedResumesPage,
  listTemplates,
  previewResume,
} from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { setFileHeaders } from '../../lib/http/files';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import { RESUME_TEMPLATES } from '../../lib/rendering';
import {
  formattedFile,
  getFormattedResumes,
  getFormattedResumesPage,
  removeGeneratedResumeWithFiles,
  renderPreview,
  storeFormattedResume,
} from './service';

export const formattingModule: FeatureModule = {
  name: 'formatting',
  register(app, { database: { db }, blobs }) {
    registerEndpoint(app, listTemplates, async () => ({ templates: [...RESUME_TEMPLATES] }));

    registerEndpoint(app, previewResume, async ({ user, body, reply }) => {
      const rendered = await renderPreview(db, user.userId, body);
      setFileHeaders(reply, { contentType: rendered.contentType, caching: 'private' });
      // Pages of a pdf (of a docx asked to fit one page: of its layout), so a one-page request can tell whether it fit.
      if (rendered.pages !== undefined) reply.header('X-Resume-Pages', String(rendered.pages));
      return rendered.bytes;
    });

    registerEndpoint(app, formatResume, async ({ user, body }) => {
      const { fitsOnePage, ...formatted } = await storeFormattedResume(db, blobs, user.userId, body);
      return { formattedResumeId: formatted.id, formatted_resume: formatted, ...(fitsOnePage === undefined ? {} : { fits_one_page: fitsOnePage }) };
    });

    registerEndpoint(app, downloadFormattedResume, async ({ user, params, reply }) => {
      const file = await formattedFile(db, blobs, user.userId, params.formattedResumeId);
      setFileHeaders(reply, {
        contentType: file.contentType,
        caching: 'private',
        disposition: { type: 'attachment', filename: downloadFileName(file.formatType) },
      });
      return file.bytes;
    });

    registerListEndpoint(app, { whole: listFormattedResumes, page: listFormattedResumesPage }, {
      whole: async (user) => ({ formatted_resumes: await getFormattedResumes(db, user.userId) }),
      page: async (user, query) => pageAnswer('formatted_resumes', await getFormattedResumesPage(db, user.userId, query)),
    });

    // A generated resume's delete, here because its formatted files go with it.
    registerEndpoint(app, deleteGeneratedResume, async ({ user, params }) => {
      await removeGeneratedResumeWithFiles(db, blobs, user.userId, params.id);
      return { success: true };
    });
  },
};
