import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/** Every file in the data directory holds secrets or personal data: owner-only. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

export function ensureDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
}

/** Reads and validates a JSON file; undefined when it does not exist yet. */
export function readJsonFile<T extends z.ZodType>(file: string, schema: T): z.output<T> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${file} is not a valid identity data file: ${parsed.error.issues[0]?.message ?? 'unknown problem'}`);
  }
  return parsed.data;
}

/**
 * Writes synchronously and atomically: a crash or a shutdown leaves either the old or the new file,
 * never a torn one, and a just-rotated refresh token is on disk before the response leaves.
 */
export function writeJsonFile(file: string, data: unknown): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(temp, 'wx', FILE_MODE);
    try {
      fs.writeFileSync(fd, JSON.stringify(data));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
