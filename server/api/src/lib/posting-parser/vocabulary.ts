import { foldForComparison } from '../text';

/** Words that end (or make up) job titles; a line holding one is probably a title. */
const TITLE_WORDS = new Set(
  `engineer developer programmer manager designer analyst scientist researcher nurse accountant teacher specialist
  coordinator director lead architect consultant administrator intern sre devops technician assistant associate
  representative officer executive supervisor operator driver electrician plumber mechanic machinist welder carpenter
  chef cook baker barista bartender server cashier clerk receptionist secretary editor writer copywriter marketer
  strategist producer recruiter advisor adviser counselor counsellor therapist pharmacist physician doctor dentist
  hygienist paramedic attorney lawyer counsel paralegal auditor controller bookkeeper economist statistician professor
  lecturer tutor instructor trainer coach vp president cto ceo cfo coo agent planner buyer estimator surveyor
  inspector foreman superintendent pilot dispatcher caregiver aide photographer illustrator animator artist tester
  qa sdet dba owner partner principal librarian translator interpreter investigator underwriter actuary broker teller
  banker housekeeper janitor custodian guard firefighter practitioner midwife technologist head`.split(/\s+/),
);

/** Last words of company names. */
const COMPANY_SUFFIXES = new Set(
  `inc incorporated llc llp lp ltd limited plc gmbh ag kg sa sas sarl srl spa bv nv oy ab aps pty pte co corp
  corporation company companies group holdings partners associates labs lab laboratories technologies technology tech
  systems solutions software studios studio digital media networks analytics robotics dynamics aerospace industries
  enterprises ventures capital bank financial insurance mutual health healthcare medical hospital clinic center centre
  pharma pharmaceuticals therapeutics biosciences bio logistics freight lines airlines motors energy electric foods
  brands stores foundation institute university college school academy district county agency consulting contractors
  builders hotel hotels resort resorts restaurant restaurants hospitality services`.split(/\s+/),
);

/** What stands in for a company that is not named. */
export const COMPANY_PLACEHOLDERS = new Set([
  'confidential',
  'undisclosed',
  'anonymous',
  'stealth',
  'n/a',
  'tbd',
  'various',
  'our client',
  'client',
]);

/** Words that may stay lowercase inside a company name. */
export const NAME_CONNECTORS = new Set(['&', 'and', 'of', 'the', 'for', 'de', 'du', 'la', 'le', 'von', 'van', 'der', 'und', '+']);

/** Places a posting names as its location on their own: never a title or a company. */
export const REGIONS = new Set([
  'united states',
  'usa',
  'us',
  'u.s.',
  'uk',
  'united kingdom',
  'canada',
  'europe',
  'eu',
  'emea',
  'apac',
  'latam',
  'worldwide',
  'anywhere',
  'global',
  'north america',
]);

export function hasTitleWord(text: string): boolean {
  return foldForComparison(text)
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => TITLE_WORDS.has(word));
}

export function hasCompanySuffix(text: string): boolean {
  const last = foldForComparison(text)
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean)
    .at(-1);
  return last !== undefined && COMPANY_SUFFIXES.has(last);
}
