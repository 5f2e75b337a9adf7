import {
  downloadFileName,
  downloadFormattedResume,
  formatResume,
  listFormattedResumes,
  listTemplates,
  previewResume as previewResumeEndpoint,
} from '@careerforge/contract';
import type { FastifyReply } from 'fastify';
import type { BlobStore } from '../../lib/blob-store';
import { RESUME_TEMPLATES } from '../../lib/rendering';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { contentDisposition } from '../resumes/content-disposition';
import { formattedResumeQueries } from './queries';
import { formattedFile, previewResume, storeFormattedResume } from './service';

/** Rendered files hold the user's text: nothing in them may run or be sniffed, and nothing is cached. */
function sendFile(reply: FastifyReply, contentType: string): void {
  reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store');
}

export function formattingRoutes({ blobs }: { blobs: BlobStore }): FeatureRoutes {
  return (app, { db }) => {
    registerEndpoint(app, listTemplates, async () => ({ templates: [...RESUME_TEMPLATES] }));

    registerEndpoint(app, previewResumeEndpoint, async ({ user, body, reply }) => {
      const rendered = await previewResume(db, user.userId, body);
      sendFile(reply, rendered.contentType);
      return rendered.bytes;
    });

    registerEndpoint(app, formatResume, async ({ user, body }) => {
      const formatted = await storeFormattedResume(db, blobs, user.userId, body);
      return { formattedResumeId: formatted.id, formatted_resume: formatted };
    });

    registerEndpoint(app, downloadFormattedResume, async ({ user, params, reply }) => {
      const file = await formattedFile(db, blobs, user.userId, params.formattedResumeId);
      sendFile(reply, file.contentType);
      reply.header('content-disposition', contentDisposition('attachment', downloadFileName(file.formatType)));
      return file.bytes;
    });

    registerEndpoint(app, listFormattedResumes, async ({ user }) => ({
      formatted_resumes: await formattedResumeQueries(db, user.userId).list(),
    }));
  };
}
