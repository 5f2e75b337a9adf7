import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

export const PASSWORD_MIN_LENGTH = 12;
/** zxcvbn's 0–4 scale; 3 means "safely unguessable: moderate protection from offline slow-hash attacks". */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries takes most of a second. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return estimator;
}

export interface PasswordOwner {
  email: string;
  fullName?: string | undefined;
}

/** The owner's details an attacker would try first: the email, its local part and the words of both. */
function ownerGuesses({ email, fullName }: PasswordOwner): string[] {
  const localPart = email.split('@')[0] ?? email;
  const words = [localPart, fullName ?? ''].flatMap((text) => text.split(/[\s._+-]+/)).filter((word) => word.length >= 3);
  return [email, localPart, ...(fullName ? [fullName] : []), ...words];
}

/** Why a new password is refused, or undefined when it is long and hard enough to guess. */
export function passwordWeakness(password: string, owner: PasswordOwner): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  const result = passwordEstimator().check(password, ownerGuesses(owner));
  if (result.score >= MIN_SCORE) return undefined;
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => Boolean(text));
  const advice = reasons.length > 0 ? reasons.join(' ') : 'Add more words that are less common.';
  return `This password is too easy to guess. ${advice}`;
}
