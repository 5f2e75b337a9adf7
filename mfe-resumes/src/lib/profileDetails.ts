import { updateUserBodySchema, type AppProfile, type ProfileLink, type ResumeDetails, type UpdateUserBody } from '@careerforge/contract';

export type DetailKey = keyof ResumeDetails;

/** The order the details are offered in, with what the profile calls them. */
export const DETAIL_LABELS: Record<DetailKey, string> = {
  full_name: 'Full name',
  email: 'Email',
  phone_number: 'Phone',
  headline: 'Headline',
  location: 'Location',
  links: 'Links',
  summary: 'Summary',
};

/** One detail found in a resume, next to what the profile holds now. */
export interface DetailChoice {
  key: DetailKey;
  label: string;
  /** The resume's value, as shown. */
  found: string;
  /** The profile's value, as shown; null when the profile has none. */
  current: string | null;
  /** Why the profile cannot take the resume's value (e.g. a phone number format); such a detail cannot be ticked. */
  problem: string | null;
}

type DetailValue = string | ProfileLink[];

function shown(value: DetailValue | null | undefined): string | null {
  if (Array.isArray(value)) return value.length > 0 ? value.map(({ label, url }) => `${label}: ${url}`).join('\n') : null;
  return value?.trim() ? value.trim() : null;
}

/** Equal for the user: emails and links ignore case, other text only surrounding spaces. */
function sameValue(key: DetailKey, found: DetailValue, current: DetailValue | null | undefined): boolean {
  if (Array.isArray(found)) {
    const urls = (links: ProfileLink[]) => links.map(({ url }) => url.toLowerCase()).sort().join(' ');
    return Array.isArray(current) && urls(found) === urls(current);
  }
  const text = typeof current === 'string' ? current.trim() : '';
  return key === 'email' ? found.trim().toLowerCase() === text.toLowerCase() : found.trim() === text;
}

function problemWith(key: DetailKey, found: DetailValue): string | null {
  const checked = updateUserBodySchema.shape[key].safeParse(found);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Your profile cannot take this value.');
}

/** The details worth offering: those the profile does not already hold the same way. */
export function detailChoices(details: ResumeDetails, profile: AppProfile): DetailChoice[] {
  return (Object.keys(DETAIL_LABELS) as DetailKey[]).flatMap((key) => {
    const found = details[key];
    const foundText = shown(found);
    if (found === undefined || foundText === null || sameValue(key, found, profile[key])) return [];
    return [{ key, label: DETAIL_LABELS[key], found: foundText, current: shown(profile[key]), problem: problemWith(key, found) }];
  });
}

/**
 * Ticked at first: a detail the profile has no value for. One the profile holds differently is
 * left for the user to choose, so nothing they filled in is replaced unless they say so.
 */
export function initiallyTicked(choices: DetailChoice[]): Set<DetailKey> {
  return new Set(choices.filter(({ current, problem }) => current === null && problem === null).map(({ key }) => key));
}

/**
 * The profile update that copies the ticked details. The email and username are required, so the
 * profile's own are sent unless the resume's email was ticked; the full name and phone are sent as
 * they are because an update without them clears them. The other details are sent only when ticked:
 * an update without them keeps them.
 */
export function detailsUpdate(userId: string, details: ResumeDetails, profile: AppProfile, ticked: ReadonlySet<DetailKey>): UpdateUserBody {
  const chosen = Object.fromEntries((Object.keys(DETAIL_LABELS) as DetailKey[]).filter((key) => ticked.has(key)).map((key) => [key, details[key]]));
  return {
    user_id: userId,
    email: profile.email ?? '',
    username: profile.username,
    full_name: profile.full_name,
    phone_number: profile.phone_number,
    ...chosen,
  };
}
