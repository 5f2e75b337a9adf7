import { formatDateTime, formatRelativeTime, parseInstant } from '@careerforge/shared';

/** When a job was submitted, as 'x ago' (the exact date and time on hover), or 'Unknown date'. */
export function SubmittedTime({ value, className }: { value: string; className?: string }) {
  const date = parseInstant(value);
  if (!date) return <span className={className}>Unknown date</span>;
  return (
    <time className={className} dateTime={date.toISOString()} title={formatDateTime(value)}>
      {formatRelativeTime(value)}
    </time>
  );
}
