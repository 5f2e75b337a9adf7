/**
 * A one-line place ('Berlin, Germany', 'Austin, TX', 'London') and JSON Resume's location parts
 * (city, region, ISO country code), both ways, best effort: what cannot be told apart stays in
 * `city` and `region` as written.
 */

export interface LocationParts {
  city?: string;
  region?: string;
  countryCode?: string;
}

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(' '),
);
/** Short forms resumes use for a country, besides its English name. */
const COUNTRY_ALIASES: Record<string, string> = { usa: 'US', us: 'US', uk: 'GB', uae: 'AE', england: 'GB', scotland: 'GB' };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let codesByName: Map<string, string> | undefined;

/** English country names to ISO 3166 codes, from the runtime's own region names. */
function countryCodes(): Map<string, string> {
  if (!codesByName) {
    codesByName = new Map(Object.entries(COUNTRY_ALIASES));
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = first + second;
        const name = regionNames.of(code);
        if (name && name !== code) codesByName.set(name.toLowerCase(), code);
      }
    }
  }
  return codesByName;
}

function countryName(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return undefined;
  const name = regionNames.of(upper);
  return name && name !== upper ? name : undefined;
}

export function locationParts(location: string): LocationParts {
  const parts = location.split(',').map((part) => part.trim()).filter(Boolean);
  let countryCode = countryCodes().get(parts.at(-1)?.toLowerCase() ?? '');
  if (countryCode) parts.pop();
  if (!countryCode && US_STATES.has(parts.at(-1) ?? '') && parts.length > 1) countryCode = 'US';
  const [city, ...rest] = parts;
  const region = rest.join(', ');
  return { ...(city ? { city } : {}), ...(region ? { region } : {}), ...(countryCode ? { countryCode } : {}) };
}

/** 'Austin, TX' for a US state, else the country's English name after the city and region. */
export function locationLine({ city, region, countryCode }: LocationParts): string | null {
  const state = countryCode?.toUpperCase() === 'US' && region && US_STATES.has(region.trim());
  const country = state || !countryCode ? undefined : (countryName(countryCode) ?? countryCode.trim());
  const line = [city, region, country].map((part) => part?.trim()).filter(Boolean).join(', ');
  return line || null;
}
