import {
  RESUME_SECTION_KINDS,
  type GeneratedResumeContent,
  type GeneratedResumeEdit,
  type ResumeSectionKind,
} from '@careerforge/contract';

/** A bullet as the editor holds it: a key that survives edits and moves, its text, and whether it is pinned. */
export interface DraftBullet {
  key: number;
  text: string;
  pinned: boolean;
}

export interface DraftPosition {
  key: number;
  position: string;
  company: string;
  start_date: string;
  /** '' for an ongoing position ('Present'). */
  end_date: string;
  description: string;
  /** The printed bullets, pinned ones first. */
  bullets: DraftBullet[];
  /** Bullets set aside: kept with the position, never printed. */
  hidden: DraftBullet[];
}

export interface DraftEducation {
  key: number;
  degree: string;
  institution: string;
  start_date: string;
  end_date: string;
  /** As typed; '' for none. */
  gpa: string;
}

export interface DraftItem {
  key: number;
  text: string;
}

/** A generated resume being edited: every text as the inputs hold it. */
export interface ResumeDraft {
  name: string;
  email: string;
  phone: string;
  headline: string;
  location: string;
  links: (DraftItem & { url: string })[];
  summary: string;
  career: DraftPosition[];
  education: DraftEducation[];
  skills: DraftItem[];
  /** Null until the user moves a section: the template's order is kept. */
  sectionOrder: ResumeSectionKind[] | null;
  hiddenSections: ResumeSectionKind[];
  /** The optional sections this resume has entries in; the editor offers only those of them to move or hide. */
  filledSections: ResumeSectionKind[];
}

/** Sections copied from the profile's optional lists: many resumes have none of them. */
const OPTIONAL_SECTIONS = ['projects', 'certifications', 'languages', 'awards'] as const satisfies readonly ResumeSectionKind[];

let lastKey = 0;
/** A key for a new row; React needs one that moves with the row. */
export function newKey(): number {
  lastKey += 1;
  return lastKey;
}

/** Pinned bullets first, each group in its own order. */
export function pinnedFirst(bullets: readonly DraftBullet[]): DraftBullet[] {
  return [...bullets.filter((bullet) => bullet.pinned), ...bullets.filter((bullet) => !bullet.pinned)];
}

export function draftFromContent(content: GeneratedResumeContent): ResumeDraft {
  const bullet = (text: string, pinned = false): DraftBullet => ({ key: newKey(), text, pinned });
  return {
    name: content.name,
    email: content.email ?? '',
    phone: content.phone ?? '',
    headline: content.headline ?? '',
    location: content.location ?? '',
    links: (content.links ?? []).map((link) => ({ key: newKey(), text: link.label, url: link.url })),
    summary: content.summary ?? '',
    career: content.career.map((career) => {
      const pinned = new Set(career.pinned_accomplishments ?? []);
      return {
        key: newKey(),
        position: career.position,
        company: career.company,
        start_date: career.start_date,
        end_date: career.end_date ?? '',
        description: career.description,
        bullets: pinnedFirst(career.accomplishments.map((text) => bullet(text, pinned.has(text)))),
        hidden: (career.hidden_accomplishments ?? []).map((text) => bullet(text)),
      };
    }),
    education: content.education.map((entry) => ({
      key: newKey(),
      degree: entry.degree,
      institution: entry.institution,
      start_date: entry.start_date ?? '',
      end_date: entry.end_date ?? '',
      gpa: entry.gpa === null ? '' : String(entry.gpa),
    })),
    skills: content.skills.map((text) => ({ key: newKey(), text })),
    sectionOrder: content.section_order ?? null,
    hiddenSections: content.hidden_sections ?? [],
    filledSections: OPTIONAL_SECTIONS.filter((kind) => (content[kind]?.length ?? 0) > 0),
  };
}

/** The sections in the order they print; an optional section the resume has no entry in is left out. */
export function shownSectionOrder(draft: Pick<ResumeDraft, 'sectionOrder' | 'filledSections'>): ResumeSectionKind[] {
  const optional = new Set<ResumeSectionKind>(OPTIONAL_SECTIONS);
  const offered = (kind: ResumeSectionKind) => !optional.has(kind) || draft.filledSections.includes(kind);
  return [...new Set([...(draft.sectionOrder ?? []), ...RESUME_SECTION_KINDS])].filter(offered);
}

/** A GPA as typed: null for none, a number, or undefined when it is not a number. */
export function parseGpa(value: string): number | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const gpa = Number(trimmed);
  return Number.isFinite(gpa) ? gpa : undefined;
}

/** The body of the save call; a GPA that is not a number is sent as none (the editor refuses it first). */
export function contentFromDraft(draft: ResumeDraft): GeneratedResumeEdit {
  return {
    name: draft.name,
    email: draft.email,
    phone: draft.phone,
    headline: draft.headline,
    location: draft.location,
    links: draft.links.map((link) => ({ label: link.text, url: link.url })),
    summary: draft.summary,
    career: draft.career.map((career) => {
      const bullets = pinnedFirst(career.bullets);
      return {
        position: career.position,
        company: career.company,
        start_date: career.start_date,
        end_date: career.end_date,
        description: career.description,
        accomplishments: bullets.map((bullet) => bullet.text),
        hidden_accomplishments: career.hidden.map((bullet) => bullet.text),
        pinned_accomplishments: bullets.filter((bullet) => bullet.pinned).map((bullet) => bullet.text),
      };
    }),
    education: draft.education.map((entry) => ({
      degree: entry.degree,
      institution: entry.institution,
      start_date: entry.start_date,
      end_date: entry.end_date,
      gpa: parseGpa(entry.gpa) ?? null,
    })),
    skills: draft.skills.map((skill) => skill.text),
    section_order: draft.sectionOrder,
    hidden_sections: RESUME_SECTION_KINDS.filter((kind) => draft.hiddenSections.includes(kind)),
  };
}

/** `items` with the one at `index` moved by `offset` places; the same list when that leaves the list. */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

/** Whether bullet `index` can move by `offset`: within the list, and pinned ones stay above the others. */
export function canMoveBullet(bullets: readonly DraftBullet[], index: number, offset: number): boolean {
  const neighbour = bullets[index + offset];
  return neighbour !== undefined && neighbour.pinned === bullets[index]?.pinned;
}

/**
 * Where a server message's sentence applies: 'generated_resume.career.0.accomplishments.2: …' reads
 * as the field path 'career.0.accomplishments.2' and its message.
 */
export function serverFieldErrors(message: string): { path: string; message: string }[] {
  const pattern = /generated_resume\.([\w.]+): (.*?)(?= generated_resume\.[\w.]+: |$)/g;
  return [...message.matchAll(pattern)].map(([, path = '', text = '']) => ({ path, message: text }));
}

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  headline: 'Headline',
  location: 'Location',
  summary: 'Summary',
  links: 'Links',
  label: 'label',
  url: 'address',
  career: 'Experience',
  position: 'title',
  company: 'company',
  start_date: 'start date',
  end_date: 'end date',
  description: 'description',
  accomplishments: 'bullets',
  pinned_accomplishments: 'pinned bullets',
  hidden_accomplishments: 'hidden bullets',
  education: 'Education',
  degree: 'degree',
  institution: 'institution',
  gpa: 'GPA',
  skills: 'Skills',
  section_order: 'Section order',
  hidden_sections: 'Hidden sections',
};

const ITEM_NAMES: Record<string, string> = {
  links: 'Link',
  career: 'Position',
  education: 'Education entry',
  skills: 'Skill',
  accomplishments: 'bullet',
  hidden_accomplishments: 'hidden bullet',
  section_order: 'Section',
  hidden_sections: 'Section',
};

/** A field path as the user knows it: 'career.0.accomplishments.2' reads 'Position 1, bullet 3'. */
export function fieldLabel(path: string): string {
  const parts = path.split('.');
  const words: string[] = [];
  parts.forEach((part, index) => {
    const next = parts[index + 1];
    if (/^\d+$/.test(part)) return;
    if (next !== undefined && /^\d+$/.test(next)) words.push(`${ITEM_NAMES[part] ?? part} ${Number(next) + 1}`);
    else words.push(FIELD_NAMES[part] ?? part);
  });
  return words.join(', ');
}
