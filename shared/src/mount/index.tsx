import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteProviders } from '../remote/RemoteProviders';
import type { RemoteMountProps } from '../routing/remoteModule';
import { ErrorFallback } from '../ui';

/**
 * A remote's `./mount`: single-spa lifecycles that render its App with the providers built from
 * the mount props, for a root that mounts the remote into an element of its own. Imported only
 * by the remotes' mount modules (single-spa-react is a dependency of each remote, not of the shell).
 */
export function createRemoteLifecycles(App: ComponentType) {
  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: (props) => (
      <RemoteProviders {...props}>
        <App />
      </RemoteProviders>
    ),
    errorBoundary: (error) => <ErrorFallback error={error} />,
  });
}
