/** PDF made by LibreOffice from the DOCX, when `soffice` is installed (it is not on CI). */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The `soffice` on PATH, or null. */
export function findSoffice(): string | null {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, 'soffice');
    if (folder && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Converts the .docx at `docxPath` to a PDF beside it and returns its bytes. */
export async function convertWithSoffice(soffice: string, docxPath: string, outputFolder: string): Promise<Buffer> {
  await run(soffice, ['--headless', '--convert-to', 'pdf', '--outdir', outputFolder, docxPath], { timeout: 120_000 });
  return readFileSync(join(outputFolder, docxPath.replace(/^.*[\\/]/, '').replace(/\.docx$/, '.pdf')));
}
