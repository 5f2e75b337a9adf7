import type { DocumentLine } from '../documents/types';
import { findEmail, findLinks, findPhone } from './contact';
import { findDateRange } from './dates';
import { namesDegree, namesInstitution } from './education';
import { namesCompany, stripLocation, titleScore } from './entities';

/** The kinds a block of lines can be read as; everything the readers do not take is 'other'. */
export type BlockKind = 'contact' | 'summary' | 'experience' | 'education' | 'skills' | 'other';

/** A sentence of prose: long, or ending like a sentence. */
export const isProse = (text: string) => text.split(/\s+/).length > 14 || (/[.!?]$/.test(text.trim()) && text.length > 40);

/** A line naming a way to reach the person: an email, a phone number or a web address. */
export const isContactLine = (text: string) =>
  text.length <= 160 && (findEmail(text) !== null || findPhone(text) !== null || findLinks(text).length > 0);

/** A non-bullet line carrying a date or a date range: the header of a job or a degree. */
export const isDatedHeader = (line: DocumentLine) => !line.bullet && !isProse(line.text) && findDateRange(line.text) !== null;

/** Separators of a list of skills: commas, semicolons, pipes, bullets, tabs, wide gaps and a spaced slash. */
export const LIST_SEPARATOR = /\s*[,;|•·●▪]\s*|\t+| {3,}|\s+\/\s+/;

/** A leading 'Label:' ('Skills:', 'Tools:', 'Compétences :'): a category, never a skill itself. */
export const LIST_LABEL = /^[^:,|]{1,40}:\s*/;

/**
 * Labels that mark a line as a list of skills wherever it stands ('Skills: Go, SQL' under a job or
 * on a resume without headings), in the five languages read here.
 */
const SKILL_LABEL =
  /^(?:(?:technical|key|core|hard|soft|professional|it|digital)\s+)?(?:skills?|tech(?:nical)?\s+stack|stack|tools|technologies|competencies|expertise|kenntnisse|it-kenntnisse|fähigkeiten|kompetenzen|compétences(?:\s+techniques)?|habilidades|competencias|conocimientos|vaardigheden|competenties)\s*:/i;

export const isSkillLabelLine = (text: string) => SKILL_LABEL.test(text.trim());

const itemsOf = (text: string) => text.split(LIST_SEPARATOR).filter((item) => item.trim().length > 0);

/**
 * A line of several short items ('Go, SQL, Docker', 'Figma | Sketch | Miro'), possibly after a label.
 * A name followed by its place ('Grant Thornton, Sevilla, Spain', an employer above its roles) is
 * one item, not three.
 */
export function isTokenList(text: string): boolean {
  if (findDateRange(text) || findEmail(text)) return false;
  const body = text.replace(LIST_LABEL, '');
  const items = itemsOf(body);
  const withoutPlace = stripLocation(body);
  if (withoutPlace !== body.trim() && itemsOf(withoutPlace).length < 3) return false;
  return items.length >= 3 && items.every((item) => item.trim().split(/\s+/).length <= 4 && !/[.!?]\s/.test(item));
}

/** What a block's lines look like, each a share of its lines (0 to 1) so long and short blocks compare. */
export interface BlockFeatures {
  datedHeaders: number;
  degrees: number;
  institutions: number;
  companies: number;
  titles: number;
  tokenLists: number;
  skillLabels: number;
  bullets: number;
  contactLines: number;
  prose: number;
}

export function blockFeatures(lines: DocumentLine[]): BlockFeatures {
  const count = Math.max(lines.length, 1);
  const share = (test: (line: DocumentLine) => boolean) => lines.filter(test).length / count;
  const header = (line: DocumentLine) => !line.bullet && !isProse(line.text);
  return {
    datedHeaders: share(isDatedHeader),
    degrees: share((line) => header(line) && namesDegree(line.text)),
    institutions: share((line) => header(line) && namesInstitution(line.text)),
    companies: share((line) => header(line) && namesCompany(line.text)),
    titles: share((line) => header(line) && titleScore(line.text) > 0),
    tokenLists: share((line) => isTokenList(line.text)),
    skillLabels: share((line) => isSkillLabelLine(line.text)),
    bullets: share((line) => line.bullet),
    contactLines: share((line) => isContactLine(line.text)),
    prose: share((line) => !line.bullet && isProse(line.text)),
  };
}

/**
 * The linear scorer: each kind's score is the sum of weight × feature, plus its heading weight when
 * the block's heading names that kind. The highest score wins; 'other' wins when nothing reaches its
 * base. A known heading outweighs what its content suggests, so the content decides where the
 * heading is missing or not a known one.
 */
const WEIGHTS: Record<Exclude<BlockKind, 'other'>, Partial<Record<keyof BlockFeatures, number>>> = {
  contact: { contactLines: 5, datedHeaders: -2, bullets: -1, prose: -1 },
  summary: { prose: 2, datedHeaders: -3, bullets: -0.5, tokenLists: -1, contactLines: -2 },
  experience: { datedHeaders: 2.5, titles: 1.5, companies: 1, bullets: 1.5, degrees: -2, institutions: -1.5, tokenLists: -1 },
  education: { datedHeaders: 1.5, degrees: 3, institutions: 2.5, titles: -0.5, bullets: -0.5, tokenLists: -1 },
  skills: { tokenLists: 3, skillLabels: 3, datedHeaders: -3, prose: -1.5, contactLines: -2 },
};
const HEADING_WEIGHT = 6;
/** The score 'other' has: a block must look at least this much like a kind to be read as it. */
const OTHER_BASE = 0.9;

export function scoreBlock(features: BlockFeatures, headingKind: BlockKind | null): Record<BlockKind, number> {
  const scores: Record<BlockKind, number> = { contact: 0, summary: 0, experience: 0, education: 0, skills: 0, other: OTHER_BASE };
  for (const [kind, weights] of Object.entries(WEIGHTS) as [Exclude<BlockKind, 'other'>, BlockFeatures][]) {
    scores[kind] = Object.entries(weights).reduce((sum, [feature, weight]) => sum + weight * features[feature as keyof BlockFeatures], 0);
  }
  if (headingKind) scores[headingKind] += HEADING_WEIGHT;
  return scores;
}

/** The kind a block reads as: its lines' features scored, its heading (when known) one signal among them. */
export function classifyBlock(lines: DocumentLine[], headingKind: BlockKind | null): BlockKind {
  const scores = scoreBlock(blockFeatures(lines), headingKind);
  return (Object.keys(scores) as BlockKind[]).reduce((best, kind) => (scores[kind] > scores[best] ? kind : best), 'other');
}
