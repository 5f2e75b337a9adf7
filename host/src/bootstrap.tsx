import '@careerforge/shared/theme.css';
import './app/global.css';
import {
  applyTheme,
  createQueryClient,
  loadRemotesManifest,
  loadRuntimeConfig,
  readThemePreference,
  type RemotesManifest,
} from '@careerforge/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { registerRemoteManifests } from './remotes/remoteRegistry';

applyTheme(readThemePreference());

const root = createRoot(document.getElementById('root')!);

/** Without /remotes.json the shell still works; each remote's page then shows its fallback. */
async function remotesOrNone(): Promise<RemotesManifest> {
  try {
    return await loadRemotesManifest();
  } catch (error) {
    console.error('No remote can be loaded:', error);
    return {};
  }
}

async function start() {
  try {
    const [config, remotes] = await Promise.all([loadRuntimeConfig(), remotesOrNone()]);
    registerRemoteManifests(remotes);
    root.render(
      <StrictMode>
        <App config={config} queryClient={createQueryClient()} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('CareerForge could not start:', error);
    root.render(<StartupError error={error} />);
  }
}

void start();
