import { loadRemotesManifest, loadRuntimeConfig, type RemotesManifest } from '@careerforge/shared/startup';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { registerRemoteManifests } from '../remotes/remoteRegistry';
import { App } from './App';
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

/** Reads this deployment's documents and renders the whole shell into `root`. */
export async function startShell(root: Root): Promise<void> {
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
