import { loadRemotesManifest, loadRuntimeConfig, type RemotesManifest } from '@careerforge/shared/startup';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { registerRemoteManifests } from '../remotes/remoteRegistry';
import { App } from './App';
import { preloadSignedInShell } from './AppRoutes';
import { StartupError } from './StartupError';

/** Without /remotes.json the shell still works; each remote's page then shows its fallback. */
async function remotesOrNone(): Promise<RemotesManifest> {
  try {
    return await loadRemotesManifest();
  } catch (error) {
    console.error('No remote can be loaded:', error);
    return {};
  }
}

/**
 * Reads this deployment's documents and renders the whole shell into `root`. `signedInLikely`
 * fetches the signed-in part meanwhile. (Fetched from here rather than from the entry, its chunk
 * can count on this one's modules instead of carrying a copy of them.)
 */
export async function startShell(root: Root, { signedInLikely }: { signedInLikely: boolean }): Promise<void> {
  if (signedInLikely) preloadSignedInShell();
  try {
    const [config, remotes] = await Promise.all([loadRuntimeConfig(), remotesOrNone()]);
    registerRemoteManifests(remotes);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('CareerForge could not start:', error);
    root.render(<StartupError error={error} />);
  }
}
