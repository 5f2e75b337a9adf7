import type { ServerResponse } from 'node:http';

/** Sets Retry-After on a blocked attempt and returns the message to show. */
export function retryLater(res: ServerResponse, retryAfterMs: number, what: string): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  res.setHeader('Retry-After', String(seconds));
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many ${what}. Try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}
