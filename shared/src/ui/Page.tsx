import { useId, type ReactNode } from 'react';
import './Page.css';

/** One screen of a remote: its title as the page's main heading, then the content. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="cf-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="cf-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
