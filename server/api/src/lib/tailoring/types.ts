import type { ResumeLink } from '@careerforge/contract';

/** One career record the user chose for the resume; dates are 'yyyy', 'yyyy-mm' or 'yyyy-mm-dd', a null end means ongoing. */
export interface CareerFact {
  id: number;
  position: string;
  company: string;
  startDate: string;
  endDate: string | null;
  description: string;
  accomplishments: string[];
}

export interface EducationFact {
  degree: string;
  institution: string;
  startDate: string | null;
  endDate: string | null;
  gpa: number | null;
}

export interface TailoringInput {
  job: { title: string | null; company: string | null; text: string };
  profile: {
    name: string;
    email: string | null;
    phone: string | null;
    /** What the resume's header shows under the name, as the user gave it. */
    headline?: string | null;
    location?: string | null;
    links?: ResumeLink[];
    /** The user's own summary: used word for word instead of a composed one. */
    summary?: string | null;
  };
  /** The records the user chose, in any order. */
  career: CareerFact[];
  /** All the user's education records. */
  education: EducationFact[];
  /** All the user's skills. */
  skills: string[];
  /** The user's optional profile sections, all of each; missing means none. */
  projects?: ProjectFact[];
  certifications?: CertificationFact[];
  languages?: LanguageFact[];
  awards?: AwardFact[];
}

/** A project the user keeps; optional parts are null when not given, dates at the precision given. */
export interface ProjectFact {
  name: string;
  role: string | null;
  url: string | null;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
  highlights: string[];
}

export interface CertificationFact {
  name: string;
  issuer: string | null;
  date: string | null;
  url: string | null;
}

export interface LanguageFact {
  name: string;
  proficiency: string | null;
}

export interface AwardFact {
  title: string;
  issuer: string | null;
  date: string | null;
  description: string | null;
}
