import type { ComponentType } from 'react';
import type { AppProps } from 'single-spa';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { CurrentUser, GetAccessToken } from '../auth/TokenProvider';

/** What a remote's `./App` exposes: a component rendering its routes, at their absolute paths. */
export interface RemoteAppModule {
  default: ComponentType;
}

/** Props a single-spa root passes to a remote's `./mount` lifecycles. */
export interface RemoteMountProps {
  getAccessToken: GetAccessToken;
  currentUser: CurrentUser | null;
  config: RuntimeConfig;
  /** Router basename when the remote is mounted under a prefix; '' or '/' for none. */
  basename?: string;
  /** Called when the user should be signed out (e.g. the API rejects the token). */
  logout?: () => void;
}

/** single-spa adds its own props (name, singleSpa, mountParcel) and may pass the element to render into. */
type Lifecycle = (props: RemoteMountProps & AppProps & { domElement?: HTMLElement }) => Promise<unknown>;

/** What a remote's `./mount` exposes: single-spa lifecycles. */
export interface RemoteMountModule {
  bootstrap: Lifecycle | Lifecycle[];
  mount: Lifecycle | Lifecycle[];
  unmount: Lifecycle | Lifecycle[];
}
