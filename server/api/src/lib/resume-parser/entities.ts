/** Dictionaries that tell job titles, company names and locations apart. */

const TITLE_WORDS = [
  'engineer', 'developer', 'programmer', 'architect', 'manager', 'director', 'designer', 'analyst', 'scientist',
  'consultant', 'specialist', 'coordinator', 'administrator', 'assistant', 'associate', 'intern', 'internship',
  'trainee', 'apprentice', 'lead', 'head', 'chief', 'officer', 'president', 'vp', 'cto', 'ceo', 'cfo', 'coo', 'sre',
  'devops', 'nurse', 'teacher', 'lecturer', 'professor', 'researcher', 'accountant', 'auditor', 'editor', 'writer',
  'copywriter', 'journalist', 'technician', 'representative', 'executive', 'advisor', 'adviser', 'owner', 'founder',
  'co-founder', 'cofounder', 'partner', 'supervisor', 'recruiter', 'strategist', 'planner', 'producer', 'marketer',
  'pharmacist', 'physician', 'therapist', 'paralegal', 'attorney', 'lawyer', 'clerk', 'cashier', 'chef', 'cook',
  'barista', 'driver', 'operator', 'mechanic', 'electrician', 'tutor', 'instructor', 'coach', 'agent', 'buyer',
  'controller', 'bookkeeper', 'secretary', 'receptionist', 'fellow', 'postdoc', 'student', 'tester', 'qa',
  'sdet', 'product', 'principal', 'staff', 'senior', 'junior', 'sr', 'jr', 'werkstudent', 'entwickler', 'ingenieur',
  'leiter', 'berater', 'scrum', 'master', 'dentist', 'midwife', 'paramedic', 'caregiver', 'surveyor', 'illustrator',
  'photographer', 'animator', 'merchandiser', 'steward', 'pilot', 'dispatcher', 'estimator', 'underwriter', 'actuary',
  'economist', 'statistician', 'librarian', 'counselor', 'counsellor', 'social worker', 'volunteer', 'ambassador',
  'generalist', 'handler', 'sales', 'support', 'counsel',
  // French, Spanish and Dutch titles (German ones are mostly compounds, below).
  'ingénieur', 'ingénieure', 'développeur', 'développeuse', 'chef de projet', 'responsable', 'directeur', 'directrice',
  'chargé', 'chargée', 'consultante', 'comptable', 'enseignant', 'enseignante', 'infirmier', 'infirmière', 'stagiaire',
  'analyste', 'technicien', 'technicienne', 'gestionnaire', 'ingeniero', 'ingeniera', 'desarrollador', 'desarrolladora',
  'jefe', 'jefa', 'gerente', 'directora', 'analista', 'consultor', 'consultora', 'contable', 'contador', 'contadora',
  'profesor', 'profesora', 'enfermero', 'enfermera', 'becario', 'becaria', 'técnico', 'técnica', 'programador',
  'programadora', 'ontwikkelaar', 'medewerker', 'adviseur', 'beheerder', 'docent', 'verpleegkundige', 'stagiair',
  'projectleider', 'teamleider', 'boekhouder', 'leraar', 'geschäftsführer', 'geschäftsführerin',
];
/** German and Dutch titles are compounds ('Softwareentwickler', 'Projektleiterin', 'Softwareontwikkelaar'). */
const COMPOUND_TITLE_ENDINGS = [
  'entwickler', 'ingenieur', 'leiter', 'berater', 'referent', 'kaufmann', 'kauffrau', 'lehrer', 'assistent', 'techniker',
  'praktikant', 'pfleger', 'architekt', 'ontwikkelaar', 'medewerker', 'leider', 'adviseur',
];
const TITLE_PATTERN = new RegExp(
  `\\b(?:${TITLE_WORDS.join('|')})s?\\b|\\p{L}*(?:${COMPOUND_TITLE_ENDINGS.join('|')})(?:in|innen|s)?(?![\\p{L}])`,
  'iu',
);

const COMPANY_WORDS = [
  'inc', 'llc', 'ltd', 'gmbh', 'ag', 'plc', 'corp', 'corporation', 'company', 'co', 'group', 'holdings', 'bank',
  'hospital', 'clinic', 'labs', 'lab', 'technologies', 'technology', 'solutions', 'systems', 'software', 'studio',
  'studios', 'agency', 'partners', 'foundation', 'university', 'college', 'school', 'institute', 'sa', 'sp', 'z o.o',
  'bv', 'ab', 'oy', 'kg', 'se', 'pty', 'media', 'health', 'capital', 'ventures', 'logistics', 'industries', 'motors',
  'networks', 'analytics', 'consulting', 'digital', 'games', 'pharma', 'insurance', 'energy', 'airlines', 'foods',
  'bakery', 'restaurant', 'hotel', 'council', 'ministry', 'department', 'trust', 'nhs', 'district', 'academy', 'press',
  'sas', 'sarl', 's\\.a', 's\\.l', 'sl', 'nv', 'ug', 'e\\.v', 'kgaa', 'ohg', 'gbr', 'limited', 'llp', 'lp', 'pte',
];
const COMPANY_PATTERN = new RegExp(`\\b(?:${COMPANY_WORDS.join('|')})\\b\\.?`, 'i');

/** How much a field reads like a job title rather than a company name. */
export function titleScore(text: string): number {
  return (TITLE_PATTERN.test(text) ? 2 : 0) - (COMPANY_PATTERN.test(text) ? 1 : 0);
}

const COUNTRIES = [
  'germany', 'deutschland', 'poland', 'polska', 'usa', 'us', 'united states', 'uk', 'united kingdom', 'england',
  'scotland', 'ireland', 'france', 'spain', 'españa', 'portugal', 'italy', 'netherlands', 'belgium', 'switzerland',
  'austria', 'sweden', 'norway', 'denmark', 'finland', 'czech republic', 'czechia', 'hungary', 'romania', 'greece',
  'turkey', 'canada', 'mexico', 'méxico', 'brazil', 'brasil', 'argentina', 'chile', 'colombia', 'peru', 'india',
  'china', 'japan', 'korea', 'south korea', 'singapore', 'australia', 'new zealand', 'nigeria', 'kenya',
  'south africa', 'egypt', 'israel', 'uae', 'united arab emirates', 'vietnam', 'philippines', 'indonesia', 'ukraine',
];
const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON BC QC NSW'.split(' ');
const CITIES = [
  'berlin', 'munich', 'münchen', 'hamburg', 'cologne', 'köln', 'frankfurt', 'stuttgart', 'warsaw', 'warszawa', 'kraków',
  'krakow', 'wrocław', 'gdańsk', 'london', 'manchester', 'edinburgh', 'dublin', 'paris', 'lyon', 'madrid', 'barcelona',
  'lisbon', 'porto', 'rome', 'milan', 'amsterdam', 'rotterdam', 'brussels', 'zurich', 'zürich', 'geneva', 'vienna',
  'stockholm', 'oslo', 'copenhagen', 'helsinki', 'prague', 'budapest', 'new york', 'san francisco', 'seattle', 'austin',
  'boston', 'chicago', 'los angeles', 'denver', 'atlanta', 'toronto', 'vancouver', 'montreal', 'mexico city',
  'são paulo', 'sao paulo', 'buenos aires', 'bangalore', 'bengaluru', 'mumbai', 'tokyo', 'singapore', 'sydney',
  'melbourne', 'lagos', 'nairobi', 'cape town', 'tel aviv', 'dubai',
  'düsseldorf', 'leipzig', 'dresden', 'hannover', 'nürnberg', 'nuremberg', 'bremen', 'basel', 'bern', 'lausanne', 'graz',
  'salzburg', 'sevilla', 'seville', 'valencia', 'bilbao', 'málaga', 'malaga', 'marseille', 'toulouse', 'bordeaux',
  'nantes', 'lille', 'strasbourg', 'utrecht', 'the hague', 'den haag', 'eindhoven', 'antwerp', 'antwerpen', 'ghent',
  'gent', 'gothenburg', 'göteborg', 'malmö', 'aarhus', 'bergen', 'tampere', 'poznań', 'łódź', 'brno', 'bratislava',
  'athens', 'istanbul', 'birmingham', 'leeds', 'glasgow', 'bristol', 'cork', 'florence', 'naples', 'turin', 'bologna',
];
const WORK_MODES = ['remote', 'hybrid', 'on-site', 'onsite', 'fully remote', 'remote-first'];
const PLACE_NAMES = new Set([...COUNTRIES, ...CITIES, ...WORK_MODES]);

/** 'Remote', 'Berlin', 'Berlin, Germany', 'New York, NY', 'Austin, TX (Remote)'. */
export function isLocation(text: string): boolean {
  const place = text.trim().replace(/\s*\((?:remote|hybrid|on-site)\)$/i, '').replace(/^\(|\)$/g, '').trim();
  if (PLACE_NAMES.has(place.toLowerCase())) return true;
  const parts = place.split(/\s*,\s*/);
  const isRegion = (part: string) => US_STATES.includes(part) || PLACE_NAMES.has(part.toLowerCase());
  const capitalised = (part: string) => /^\p{Lu}[\p{L}.' -]*$/u.test(part) && part.split(/\s+/).length <= 3;
  const [first = '', second = '', third = ''] = parts;
  // 'City, Region'; with three parts the first must be a known place or the middle a state
  // ('Austin, TX, USA'), so 'Lyft, San Francisco, CA' is a company followed by a place.
  if (parts.length === 2) return capitalised(first) && isRegion(second);
  if (parts.length === 3) {
    return capitalised(first) && isRegion(third) && (PLACE_NAMES.has(first.toLowerCase()) || US_STATES.includes(second));
  }
  return false;
}

/** 'Acme GmbH, Berlin, Germany' → 'Acme GmbH'; 'Initech (Remote)' → 'Initech'. */
export function stripLocation(company: string): string {
  let result = company.trim().replace(/\s*\((?:remote|hybrid|on-site)\)$/i, '');
  const parenthesised = /\s*\(([^)]*)\)$/.exec(result);
  if (parenthesised && isLocation(parenthesised[1] ?? '')) result = result.slice(0, parenthesised.index);
  const parts = result.split(/\s*,\s*/);
  for (let keep = 1; keep < parts.length; keep += 1) {
    if (isLocation(parts.slice(keep).join(', '))) {
      result = parts.slice(0, keep).join(', ');
      break;
    }
  }
  const dashed = /\s+[–—-]\s+([^–—-]+)$/.exec(result);
  if (dashed && isLocation(dashed[1] ?? '')) return result.slice(0, dashed.index);
  return result;
}

/**
 * A place after a company name without a separator: Word drops the tab in 'Kavak<tab>Mexico City'.
 * A trailing city, work mode or 'City, Region' goes, a bare country does not ('Allianz Poland').
 */
export function stripTrailingPlace(company: string): string {
  const result = stripLocation(company);
  // 'Charité Berlin, Zürich, Switzerland' had its whole place after a comma; 'Pentagram Berlin,
  // Germany' only its country, the city still glued to the name.
  const removed = company.trim().slice(result.length);
  if (removed.length > 0 && !/^\s*,\s*[^,]+$/.test(removed)) return result;
  const words = result.split(/\s+/);
  for (let size = 1; size < Math.min(words.length, 5); size += 1) {
    const tail = words.slice(-size).join(' ');
    const before = words[words.length - size - 1] ?? '';
    const placeLike = tail.includes(',') ? isLocation(tail) : CITIES.includes(tail.toLowerCase()) || WORK_MODES.includes(tail.toLowerCase());
    if (placeLike && /^\p{Lu}/u.test(tail) && !/^\p{Ll}/u.test(before)) return words.slice(0, -size).join(' ');
  }
  return result;
}

/**
 * A name run into a known city and its region, read as a whole as a place: 'Red Bull Seattle, WA'
 * (Word drops the tab between 'Red Bull' and 'Seattle, WA') → 'Red Bull'. Null when the field is no
 * such thing ('San Francisco, CA' is a place alone: 'Francisco' is no known city).
 */
export function nameBeforeKnownCity(field: string): string | null {
  const comma = field.indexOf(',');
  if (comma < 0) return null;
  const words = field.slice(0, comma).trim().split(/\s+/);
  const region = field.slice(comma);
  for (let size = 1; size <= 3 && size < words.length; size += 1) {
    const city = words.slice(-size).join(' ');
    if (CITIES.includes(city.toLowerCase()) && isLocation(`${city}${region}`)) return words.slice(0, -size).join(' ');
  }
  return null;
}

/** Whether a field names a company by its legal form or a word companies are named with ('GmbH', 'Labs'). */
export const namesCompany = (text: string) => COMPANY_PATTERN.test(text);
