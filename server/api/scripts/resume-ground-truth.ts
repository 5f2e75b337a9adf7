/** The resume corpus: ground-truth JSON files in test/fixtures/resumes, validated on read. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parsedResumeSchema } from '../src/lib/resume-parser/types';

export const RESUME_FIXTURES = fileURLToPath(new URL('../test/fixtures/resumes/', import.meta.url));
export const GENERATED_RESUMES = join(RESUME_FIXTURES, 'generated');

/** How the generator sets a resume out; the parser never sees this. */
export const resumeLayoutSchema = z.object({
  columns: z.union([z.literal(1), z.literal(2)]),
  headingCase: z.enum(['upper', 'title']),
  headingBold: z.boolean(),
  entry: z.enum(['at', 'comma', 'company-dash', 'pipes', 'title-then-company', 'company-then-title']),
  dateStyle: z.enum(['mon', 'month', 'numeric', 'year', 'year-compact', 'mon-dot-to']),
  present: z.string(),
  /** 'right': right-aligned on the header line; 'own': a line of its own under the header. */
  dateLine: z.enum(['right', 'own']),
  skillsStyle: z.enum(['comma', 'pipe', 'bullets', 'categories']),
  /** For 'categories': [label, how many of the skills, in order]. */
  skillGroups: z.array(z.tuple([z.string(), z.number().int().positive()])).optional(),
  headings: z.object({ summary: z.string().optional(), experience: z.string(), education: z.string(), skills: z.string() }),
  summary: z.string().optional(),
  /** One per career entry. */
  locations: z.array(z.string()),
  /** Per career entry: the dates exactly as written, instead of formatting them in dateStyle. */
  dateTexts: z.array(z.string().nullable()).optional(),
  producers: z.array(z.enum(['pdfkit', 'pdf-lib'])),
  /** The .docx puts header lines and their dates in a borderless two-cell table. */
  docxDateTable: z.boolean(),
  educationStyle: z.enum(['degree-comma-institution', 'institution-then-degree']),
  gpaStyle: z.enum(['label', 'slash']).optional(),
});
export type ResumeLayout = z.infer<typeof resumeLayoutSchema>;

export const groundTruthSchema = parsedResumeSchema.extend({ layout: resumeLayoutSchema });
export type GroundTruth = z.infer<typeof groundTruthSchema>;

export interface CorpusResume {
  id: string;
  truth: GroundTruth;
}

export function loadResumeCorpus(): CorpusResume[] {
  return readdirSync(RESUME_FIXTURES)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      id: file.replace(/\.json$/, ''),
      truth: groundTruthSchema.parse(JSON.parse(readFileSync(join(RESUME_FIXTURES, file), 'utf8'))),
    }));
}
