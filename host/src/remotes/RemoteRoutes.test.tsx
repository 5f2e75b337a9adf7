import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithShell } from '../../test/render';
import { REMOTE_LOAD_TIMEOUT_MS } from './loadRemoteApp';
import { registerRemoteManifests } from './remoteRegistry';
import { RemoteRoutes } from './RemoteRoutes';
import { remoteForPath } from './RemoteRouteSwitch';

function JobsApp() {
  return <h1>Job Description History</h1>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('RemoteRoutes', () => {
  it('shows a spinner while the remote loads, then the remote', async () => {
    let resolve!: (module: unknown) => void;
    jest.mocked(loadRemote).mockReturnValue(new Promise((done) => (resolve = done)));
    renderWithShell(<RemoteRoutes name="mfe_jobs" />, { route: '/jobs-view' });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading Jobs, applications and advice…');
    await act(async () => resolve({ default: JobsApp }));
    expect(await screen.findByRole('heading', { name: 'Job Description History' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_jobs/App');
  });

  it('shows a fallback with the remote name when it cannot load, and Retry loads it again', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json')).mockResolvedValueOnce({ default: JobsApp });
    renderWithShell(<RemoteRoutes name="mfe_resumes" />, { route: '/resume-upload' });

    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('This part of CareerForge is unavailable right now.');
    expect(fallback).toHaveTextContent('mfe_resumes');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Job Description History' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives up on a remote that never answers, and retries it from a clean registration', async () => {
    jest.useFakeTimers();
    try {
      registerRemoteManifests({ mfe_generation: 'http://localhost:3004/mf-manifest.json' });
      jest.mocked(loadRemote).mockReturnValueOnce(new Promise(() => {})).mockResolvedValueOnce({ default: () => <h1>Generate Your Resume</h1> });
      renderWithShell(<RemoteRoutes name="mfe_generation" />, { route: '/resume-generate' });

      await act(async () => {
        await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      });
      expect(screen.getByRole('alert')).toHaveTextContent('This part of CareerForge is unavailable right now.');
      expect(REMOTE_LOAD_TIMEOUT_MS).toBeLessThanOrEqual(8000);

      await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
      expect(registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'mfe_generation', entry: 'http://localhost:3004/mf-manifest.json' }],
        { force: true },
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole('heading', { name: 'Generate Your Resume' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('remoteForPath', () => {
  it('finds the remote of each registered route and of paths below it', () => {
    expect(remoteForPath('/resume-upload')).toBe('mfe_resumes');
    expect(remoteForPath('/skills-submit')).toBe('mfe_profile_data');
    expect(remoteForPath('/advice')).toBe('mfe_jobs');
    expect(remoteForPath('/generated-resumes')).toBe('mfe_generation');
    expect(remoteForPath('/preferences')).toBe('mfe_preferences');
    expect(remoteForPath('/jobs-view/42')).toBe('mfe_jobs');
    expect(remoteForPath('/home')).toBeUndefined();
    expect(remoteForPath('/skills-viewer')).toBeUndefined();
  });
});
