import path from 'node:path';
import {
  deleteResume,
  exportGeneratedJsonResume,
  exportProfileJsonResume,
  getResume as getResumeEndpoint,
  importResumeEntries as importResumeEntriesEndpoint,
  JSON_RESUME_CONTENT_TYPE,
  listResumes,
  listResumesPage,
  openResumeFile,
  parseResumeText,
  RESUME_LIMITS,
  updateResumeText,
  uploadResume,
} from '@careerforge/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeatureModule } from '../../app-services';
import { closeDocumentWorkers } from '../../lib/documents';
import { HttpError } from '../../lib/errors';
import { setFileHeaders } from '../../lib/http/files';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { readUpload, registerUploadRoutes } from '../../lib/http/uploads';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import {
  editPastedResume,
  fileForLink,
  generatedResumeAsJsonResume,
  getResume,
  getResumes,
  getResumesPage,
  importResumeEntries,
  pasteResume,
  profileAsJsonResume,
  removeResume,
  RESUME_FILE_TYPES,
  storeUploadedResume,
  type ResumeReading,
} from './service';

const SELECT_A_FILE = 'Please select a file first.';

/** The longest file name kept; browsers may send a whole path, of which only the last part is the name. */
const FILENAME_MAX_LENGTH = 255;

function displayName(filename: string): string {
  // The win32 flavour treats both / and \ as separators.
  return path.win32.basename(filename).trim().slice(0, FILENAME_MAX_LENGTH);
}

/** A JSON Resume export is saved by the browser as `resume.json`, never shown in place. */
function sendAsJsonResumeFile(reply: FastifyReply): void {
  setFileHeaders(reply, {
    contentType: `${JSON_RESUME_CONTENT_TYPE}; charset=utf-8`,
    caching: 'private',
    disposition: { type: 'attachment', filename: 'resume.json' },
  });
}

export const resumesModule: FeatureModule = {
  name: 'resumes',
  register(app, services) {
    const { db } = services.database;
    const readingFor = (request: FastifyRequest): ResumeReading => ({
      llm: services.config.resumeExtraction === 'llm' ? services.llm : null,
      log: request.log,
    });
    // The extraction processes would otherwise keep the process alive after shutdown.
    app.addHook('onClose', async () => closeDocumentWorkers());

    registerListEndpoint(app, { whole: listResumes, page: listResumesPage }, {
      whole: (user) => getResumes(db, services, user.userId),
      page: async (user, query) => pageAnswer('resumes', await getResumesPage(db, services, user.userId, query)),
    });

    registerEndpoint(app, getResumeEndpoint, async ({ user, params }) => getResume(db, services, user.userId, params.id));

    registerUploadRoutes(app, (uploads) => {
      registerEndpoint(uploads, uploadResume, async ({ user, request }) => {
        const upload = await readUpload(request, {
          fileField: 'file',
          maxBytes: RESUME_LIMITS.uploadBytes,
          missingFileMessage: SELECT_A_FILE,
          fileNoun: 'file',
        });
        const filename = displayName(upload.filename);
        if (!filename) throw new HttpError(400, SELECT_A_FILE);
        return { success: true, ...(await storeUploadedResume(db, services, user.userId, { filename, bytes: upload.bytes }, readingFor(request))) };
      });
    });

    registerEndpoint(app, parseResumeText, async ({ user, body, request }) => ({
      success: true,
      ...(await pasteResume(db, services, user.userId, body.text, readingFor(request))),
    }));

    registerEndpoint(app, updateResumeText, async ({ user, params, body, request }) => ({
      success: true,
      ...(await editPastedResume(db, services, user.userId, params.id, body.text, readingFor(request))),
    }));

    registerEndpoint(app, importResumeEntriesEndpoint, async ({ user, params, body }) => ({
      success: true,
      imported: await importResumeEntries(db, user.userId, params.id, body),
    }));

    registerEndpoint(app, deleteResume, async ({ user, body }) => {
      await removeResume(db, services.blobs, user.userId, body.resume_id, body.file_path);
      return { success: true };
    });

    registerEndpoint(app, exportGeneratedJsonResume, async ({ user, params, reply }) => {
      const jsonResume = await generatedResumeAsJsonResume(db, user.userId, params.id);
      sendAsJsonResumeFile(reply);
      return jsonResume;
    });

    registerEndpoint(app, exportProfileJsonResume, async ({ user, reply }) => {
      const jsonResume = await profileAsJsonResume(db, user, services.publicApiBaseUrl);
      sendAsJsonResumeFile(reply);
      return jsonResume;
    });

    registerEndpoint(
      app,
      openResumeFile,
      async ({ params, reply }) => {
        const { resume, bytes } = await fileForLink(db, services, params.token);
        setFileHeaders(reply, {
          contentType: resume.contentType,
          caching: 'private',
          // The app's pages live on other origins and open the file in a new tab; a PDF shows there.
          crossOrigin: true,
          disposition: { type: resume.contentType === RESUME_FILE_TYPES.pdf ? 'inline' : 'attachment', filename: resume.filename },
        });
        return bytes;
      },
      { access: 'public' },
    );
  },
};
