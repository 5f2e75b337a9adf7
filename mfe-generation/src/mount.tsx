import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback, RemoteProviders, type RemoteMountProps } from '@careerforge/shared';
import App from './App';

/** single-spa lifecycles, for a root that mounts this remote into an element of its own. */
export const { bootstrap, mount, unmount } = singleSpaReact<RemoteMountProps>({
  React,
  ReactDOMClient,
  rootComponent: (props) => (
    <RemoteProviders {...props}>
      <App />
    </RemoteProviders>
  ),
  errorBoundary: (error) => <ErrorFallback error={error} />,
});
