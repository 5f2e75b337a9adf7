import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { TokenProvider } from '../auth/TokenProvider';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import type { RemoteMountProps } from '../routing/remoteModule';
import { createQueryClient } from './createQueryClient';

export interface RemoteProvidersProps extends RemoteMountProps {
  children: ReactNode;
  /** A client of the caller's own (tests); otherwise each mounted remote creates one. */
  queryClient?: QueryClient;
}

// Without a logout from the root, send the user to the site root, where the shell decides about sign-in.
function returnToSiteRoot() {
  window.location.assign('/');
}

/**
 * Everything a remote's screens need around them when a single-spa root mounts the remote
 * (`./mount`): the runtime config, the token context, a query client and a router.
 */
export function RemoteProviders({
  config,
  getAccessToken,
  currentUser,
  logout = returnToSiteRoot,
  basename,
  queryClient,
  children,
}: RemoteProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <RuntimeConfigProvider config={config}>
      <TokenProvider getAccessToken={getAccessToken} currentUser={currentUser} logout={logout}>
        <QueryClientProvider client={client}>
          <BrowserRouter basename={basename && basename !== '/' ? basename : undefined}>{children}</BrowserRouter>
        </QueryClientProvider>
      </TokenProvider>
    </RuntimeConfigProvider>
  );
}
