import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, isErrorCode } from '../errors';
import { assertAllowedText } from './text-fields';
import { UserShare } from './user-share';

/** What an upload route accepts. */
export interface UploadRules {
  /** The form field that must carry the file. */
  fileField: string;
  maxBytes: number;
  /** Told when the body is not multipart or has no file in `fileField`. */
  missingFileMessage: string;
  /** What the user calls the file, for the too-large message: 'file' gives "The file is larger than 10 MB." */
  fileNoun: string;
}

/** A multipart body read whole: the one file, and the text fields sent with it (in any order). */
export interface Upload {
  /** As the browser sent it; it may be a whole path. */
  filename: string;
  bytes: Buffer;
  fields: ReadonlyMap<string, string>;
}

const BYTES_PER_MB = 1024 * 1024;

/**
 * One upload of a user is read at a time and four more wait their turn (a user may drop a handful of
 * resumes at once); more are refused. Reading a file can hold an extraction worker for seconds, and
 * the workers are shared by everyone, so one user never holds more than one of them.
 */
const UPLOADS_PER_USER = { running: 1, queued: 4, retryAfterSeconds: 5 };

/**
 * Registers routes that take a multipart body. Multipart parsing exists only in their scope: every
 * other route still refuses bodies that are not JSON. Each user's uploads take turns (see
 * UPLOADS_PER_USER); their handlers are wrapped so a turn lasts until the file has been read and
 * stored, even when the client hangs up before.
 */
export function registerUploadRoutes(app: FastifyInstance, register: (uploads: FastifyInstance) => void): void {
  const share = new UserShare(UPLOADS_PER_USER);
  app.register(async (uploads) => {
    await uploads.register(multipart);
    uploads.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = function takingTurns(request, reply) {
        const work = async () => handler.call(this, request, reply);
        return request.user ? share.run(request.user.userId, work) : work();
      };
    });
    register(uploads);
  });
}

/** Reads a multipart body into memory, bounded: one file of at most `maxBytes` and a few small fields. */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, rules.missingFileMessage);
  const fields = new Map<string, string>();
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 5, parts: 6 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField) throw new HttpError(400, rules.missingFileMessage);
        file = { filename: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (!file) throw new HttpError(400, rules.missingFileMessage);
  assertAllowedText(file.filename, () => 'The file name');
  for (const [name, value] of fields) assertAllowedText(value, () => name);
  return { ...file, fields };
}

/** Limits of the form itself (`parts`, `files`, `fields`), reached by a form the page never sends. */
const FORM_LIMIT_CODES = ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'];

/**
 * What a failure while reading the form means for the caller. The parser's own errors (no
 * boundary, a body ending mid-part, a damaged part header) are the client's doing: 400, not 500.
 */
function uploadError(error: unknown, rules: UploadRules): HttpError {
  if (error instanceof HttpError) return error;
  if (isErrorCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
    return new HttpError(413, `The ${rules.fileNoun} is larger than ${rules.maxBytes / BYTES_PER_MB} MB.`, { cause: error });
  }
  if (FORM_LIMIT_CODES.some((code) => isErrorCode(error, code))) {
    return new HttpError(413, `The form holds more parts than an upload of one ${rules.fileNoun}.`, { cause: error });
  }
  return new HttpError(400, `The upload is not a well-formed multipart form; choose the ${rules.fileNoun} and send it again.`, { cause: error });
}
