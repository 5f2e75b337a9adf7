/** The CareerForge mark: a resume page with a rising line. Decorative unless `title` is given. */
export function Logo({ size = 36, title }: { size?: number; title?: string }) {
  const labelled = title !== undefined;
  return (
    <svg
      className="logo"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={labelled ? 'img' : undefined}
      aria-label={title}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      <rect width="48" height="48" rx="12" fill="var(--color-primary)" />
      <path d="M15 11h12l8 8v17a2 2 0 0 1-2 2H15a2 2 0 0 1-2-2V13a2 2 0 0 1 2-2z" fill="var(--color-on-primary)" />
      <path d="M27 11v8h8" fill="none" stroke="var(--color-primary)" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="M18 31l5-5 3 3 5-6"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
