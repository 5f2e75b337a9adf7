import { createRemoteLifecycles } from '@careerforge/shared/mount';
import App from './App';

/** single-spa lifecycles, for a root that mounts this remote into an element of its own. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(App);
