import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, isErrorCode } from '../errors';

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
 * Registers routes that take a multipart body. Multipart parsing exists only in their scope: every
 * other route still refuses bodies that are not JSON.
 */
export function registerUploadRoutes(app: FastifyInstance, register: (uploads: FastifyInstance) => void): void {
  app.register(async (uploads) => {
    await uploads.register(multipart);
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
    if (isErrorCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new HttpError(413, `The ${rules.fileNoun} is larger than ${rules.maxBytes / BYTES_PER_MB} MB.`, { cause: error });
    }
    throw error;
  }
  if (!file) throw new HttpError(400, rules.missingFileMessage);
  return { ...file, fields };
}
