import { Button } from '@careerforge/shared/startup';
import type { ReactNode } from 'react';
import { Logo } from '../components/Logo';
import './Landing.css';

export interface LandingCardProps {
  /** Why the last sign-in failed, if it did. */
  error?: ReactNode;
  onLogIn: () => void;
  onSignUp: () => void;
}

/**
 * The landing page's card: welcome, Log In and Sign Up. Shown on the first paint, before the
 * sign-in SDK has loaded, and again by the landing page once it has.
 */
export function LandingCard({ error, onLogIn, onSignUp }: LandingCardProps) {
  return (
    <main className="landing">
      <section className="landing__card" aria-labelledby="landing-title">
        <Logo size={72} title="CareerForge logo" />
        <h1 id="landing-title" className="landing__title">
          Welcome
        </h1>
        <p className="landing__subtitle">Login to access profile</p>
        {error && (
          <p role="alert" className="landing__error">
            {error}
          </p>
        )}
        <div className="landing__actions">
          <Button onClick={onLogIn}>Log In</Button>
          <Button variant="secondary" onClick={onSignUp}>
            Sign Up
          </Button>
        </div>
      </section>
    </main>
  );
}

/** The landing page while the sign-in state loads, and while a signed-in user is taken on. */
export function LandingLoading() {
  return (
    <main className="landing">
      <p role="status" className="landing__status">
        Loading…
      </p>
    </main>
  );
}
