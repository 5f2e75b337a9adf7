import { PROFILE_LIMITS, type ProfileLink, type ResumeDetails } from '@careerforge/contract';
import { z } from 'zod';
import { profileLinkOf, type ParsedResume } from '../../lib/resume-parser';

const isEmail = (value: string) => z.email().max(254).safeParse(value).success;
/** Longer than any real number with its separators and extension. */
const PHONE_MAX_LENGTH = 50;

/** A value the profile can hold: trimmed, non-empty and within its limit; otherwise not offered. */
function fitting(value: string | null | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

function linksOf(links: string[]): ProfileLink[] {
  const byUrl = new Map<string, ProfileLink>();
  for (const link of links) {
    const profileLink = profileLinkOf(link);
    if (profileLink && !byUrl.has(profileLink.url.toLowerCase())) byUrl.set(profileLink.url.toLowerCase(), profileLink);
  }
  return [...byUrl.values()].slice(0, PROFILE_LIMITS.links);
}

/**
 * What a parsed resume says about the person, as the profile's fields, for the user to confirm.
 * A value the profile could not take (an email that is not one, text over a limit) is left out.
 */
export function detailsOf({ contact, summary }: ParsedResume): ResumeDetails {
  const links = linksOf(contact.links);
  const email = fitting(contact.email, 254);
  const details: ResumeDetails = {
    full_name: fitting(contact.name, PROFILE_LIMITS.fullName),
    email: email && isEmail(email) ? email : undefined,
    phone_number: fitting(contact.phone, PHONE_MAX_LENGTH),
    headline: fitting(contact.headline, PROFILE_LIMITS.headline),
    location: fitting(contact.location, PROFILE_LIMITS.location),
    links: links.length > 0 ? links : undefined,
    summary: fitting(summary, PROFILE_LIMITS.summary),
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
}
