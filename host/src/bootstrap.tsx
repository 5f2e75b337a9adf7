import '@careerforge/shared/theme.css';
import './app/global.css';
import { applyTheme, readThemePreference } from '@careerforge/shared/startup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberSignInWish } from './app/signInWish';
import { LandingCard } from './pages/LandingCard';

applyTheme(readThemePreference());

const root = createRoot(document.getElementById('root')!);

/** The provider's answer after sign-in (?code=…&state=…), which the sign-in SDK must read first. */
function isSignInReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

// A visitor sees the landing page as soon as React runs; the rest of the shell (the sign-in SDK,
// the shared package, the query cache) loads after this first paint and then takes over.
if (window.location.pathname === '/' && !isSignInReturn(window.location.search)) {
  root.render(
    <StrictMode>
      <LandingCard onLogIn={() => rememberSignInWish('logIn')} onSignUp={() => rememberSignInWish('signUp')} />
    </StrictMode>,
  );
}

void import('./app/StartShell').then(({ startShell }) => startShell(root));
