/** Generated ground truth: structured resumes across fields of work, deterministic for a seed. */
import { seededRandom, type Random } from './random';
import {
  EMAIL_DOMAINS, FIELDS_OF_WORK, FIRST_NAMES, LAST_NAMES, PLACES, UNIVERSITIES, VOCABULARY, type FieldOfWork,
} from './vocabulary';

/** 'yyyy-mm'; how much of it a resume prints is the layout's choice. */
export type YearMonth = string;

export interface TruthCareerEntry {
  position: string;
  company: string;
  location: string;
  start: YearMonth;
  /** null: the person still works there. */
  end: YearMonth | null;
  bullets: string[];
  /** An earlier role at the employer of the entry before it (the person was promoted), printed under that entry's company line. */
  subRole: boolean;
}

export interface TruthEducationEntry {
  degree: string;
  institution: string;
  /** null: the resume gives the graduation date alone. */
  start: YearMonth | null;
  end: YearMonth;
  gpa: string | null;
}

export interface TruthResume {
  field: FieldOfWork;
  contact: { name: string; email: string; phone: string; location: string; links: string[] };
  summary: string | null;
  career: TruthCareerEntry[];
  education: TruthEducationEntry[];
  skills: string[];
  /** The skills under category labels ('Languages: …'), or null for one flat list; every skill is in exactly one group. */
  skillGroups: { label: string; skills: string[] }[] | null;
}

const ASCII_FOLD = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/ø/g, 'o').toLowerCase().replace(/[^a-z]+/g, '');

function phoneNumber(random: Random): string {
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
  const area = `${random.int(2, 9)}${digits(2)}`;
  return random.pick([
    () => `(${area}) ${random.int(2, 9)}${digits(2)}-${digits(4)}`,
    () => `${area}-${random.int(2, 9)}${digits(2)}-${digits(4)}`,
    () => `+1 ${area} ${random.int(2, 9)}${digits(2)} ${digits(4)}`,
    () => `+49 ${random.int(151, 179)} ${digits(7)}`,
    () => `+33 ${random.int(6, 7)} ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
    () => `+34 ${random.int(600, 699)} ${digits(3)} ${digits(3)}`,
    () => `+31 6 ${digits(8)}`,
    () => `+44 7${digits(3)} ${digits(6)}`,
  ])();
}

const yearMonth = (year: number, month: number): YearMonth => `${year}-${String(month).padStart(2, '0')}`;

/** Career entries from the most recent back, each ending in the month before (or near) the next one started. */
function careerOf(random: Random, field: FieldOfWork, location: string): TruthCareerEntry[] {
  const words = VOCABULARY[field];
  const count = random.int(1, 6);
  const companies = random.sample(words.companies, count);
  // Achievements come off one shuffled deck, so they repeat across entries only when the deck runs out.
  const deck = random.sample(words.achievements, words.achievements.length);
  let dealt = 0;
  const deal = (count: number) => Array.from({ length: count }, () => deck[(dealt += 1) % deck.length] ?? '');
  const entries: TruthCareerEntry[] = [];
  let endYear = 2025;
  let endMonth = random.int(1, 12);
  for (let index = 0; index < count; index += 1) {
    const length = random.int(8, 40);
    const startTotal = endYear * 12 + endMonth - 1 - length;
    const start = yearMonth(Math.floor(startTotal / 12), (startTotal % 12) + 1);
    const previous = entries[entries.length - 1];
    // An earlier role at the employer of the entry above (the person was promoted there).
    const subRole = previous !== undefined && !previous.subRole && random.chance(0.2);
    entries.push({
      position: index === 0 ? random.pick(words.seniorTitles) : random.pick(words.titles),
      company: subRole ? previous.company : (companies[index] ?? random.pick(words.companies)),
      location: subRole ? previous.location : random.chance(0.7) ? location : random.pick(PLACES),
      start,
      end: index === 0 && random.chance(0.6) ? null : yearMonth(endYear, endMonth),
      bullets: deal(random.int(2, 5)),
      subRole,
    });
    const gap = random.int(0, 3);
    const next = startTotal - gap;
    endYear = Math.floor(next / 12);
    endMonth = (next % 12) + 1;
  }
  return entries;
}

function educationOf(random: Random, field: FieldOfWork, careerStart: YearMonth): TruthEducationEntry[] {
  const words = VOCABULARY[field];
  const count = random.int(1, 3);
  const degrees = random.sample(words.degrees, count);
  const schools = random.sample(UNIVERSITIES, count);
  let endYear = Number(careerStart.slice(0, 4));
  return degrees.map((degree, index) => {
    const years = random.int(1, 4);
    const entry: TruthEducationEntry = {
      degree,
      institution: schools[index] ?? random.pick(UNIVERSITIES),
      start: random.chance(0.7) ? yearMonth(endYear - years, random.pick([9, 10])) : null,
      end: yearMonth(endYear, random.pick([5, 6, 7])),
      gpa: random.chance(0.25) ? random.pick(['3.8', '3.6', '3.9', '3.5']) : null,
    };
    endYear -= years + random.int(0, 2);
    return entry;
  });
}

/** One resume for a field of work; the same seed and field always give the same resume. */
export function generateTruth(seed: number, field: FieldOfWork = FIELDS_OF_WORK[seed % FIELDS_OF_WORK.length] ?? 'software'): TruthResume {
  const random = seededRandom(seed);
  const words = VOCABULARY[field];
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const handle = `${ASCII_FOLD(first)}${random.pick(['.', '', '-'])}${ASCII_FOLD(last)}`;
  const location = random.pick(PLACES);
  const links = random.sample([
    `linkedin.com/in/${handle}`,
    field === 'design' ? `behance.net/${handle}` : `github.com/${handle}`,
    `${handle}.example.net`,
  ], random.int(0, 3));
  const career = careerOf(random, field, location);
  const education = educationOf(random, field, career[career.length - 1]?.start ?? '2015-09');
  const skills = random.sample(words.skills, Math.min(words.skills.length, random.int(5, 25)));
  const categorised = random.chance(0.35);
  const skillGroups = categorised
    ? Object.entries(words.categories)
      .map(([label, members]) => ({ label, skills: skills.filter((skill) => members.includes(skill)) }))
      .filter((group) => group.skills.length > 0)
    : null;
  return {
    field,
    contact: { name: `${first} ${last}`, email: `${handle}@${random.pick(EMAIL_DOMAINS)}`, phone: phoneNumber(random), location, links },
    summary: random.chance(0.5) ? random.pick(words.summaries) : null,
    career,
    education,
    // With categories, the skills are those the groups print (a skill in no category is left out).
    skills: skillGroups ? skillGroups.flatMap((group) => group.skills) : skills,
    skillGroups,
  };
}
