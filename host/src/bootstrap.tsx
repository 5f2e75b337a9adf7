import '@careerforge/shared/theme.css';
import './app/global.css';
import { applyTheme, readThemePreference } from '@careerforge/shared/startup';
import { StrictMode, useEffect } from 'react';
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

let shellRequested = false;

/**
 * The rest of the shell: the sign-in SDK and the routes; with `signedInLikely`, the signed-in part
 * too (the shared package, the query cache) at once, not once the provider has answered.
 */
function loadShell({ signedInLikely }: { signedInLikely: boolean }) {
  if (shellRequested) return;
  shellRequested = true;
  void import('./app/StartShell').then(({ startShell }) => startShell(root, { signedInLikely }));
}

/** The landing card; once the browser has painted it, the rest of the shell loads and takes over. */
function FirstPaint() {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => loadShell({ signedInLikely: false })));
  }, []);
  return <LandingCard onLogIn={() => rememberSignInWish('logIn')} onSignUp={() => rememberSignInWish('signUp')} />;
}

// A visitor sees the landing page as soon as React runs; its code loads no other chunk first.
if (window.location.pathname === '/' && !isSignInReturn(window.location.search)) {
  root.render(
    <StrictMode>
      <FirstPaint />
    </StrictMode>,
  );
} else {
  // Any other page, and the return from the provider, is most likely a signed-in visit.
  loadShell({ signedInLikely: true });
}
