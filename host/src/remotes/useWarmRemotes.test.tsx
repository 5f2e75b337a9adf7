import { act, fireEvent, screen } from '@testing-library/react';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { Link } from 'react-router';
import { renderWithShell } from '../../test/render';
import { registerRemoteManifests } from './remoteRegistry';
import { RemoteRoutes } from './RemoteRoutes';
import { useWarmRemotes } from './useWarmRemotes';

function Links() {
  useWarmRemotes();
  return (
    <nav>
      <Link to="/career-view">Career History</Link>
      <Link to="/education-view">Education</Link>
      <Link to="/jobs-view">Job Description History</Link>
      <Link to="/resume-upload">Resume Upload</Link>
      <Link to="/home">Home</Link>
      <a href="https://example.com/career-view">Elsewhere</a>
    </nav>
  );
}

function JobsApp() {
  return <h1>Job Description History</h1>;
}

describe('useWarmRemotes', () => {
  it("loads a remote's code when a link to one of its routes is pointed at, focused or touched, once", () => {
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
    renderWithShell(<Links />);

    fireEvent.pointerOver(screen.getByRole('link', { name: 'Home' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(loadRemote).not.toHaveBeenCalled();

    fireEvent.pointerOver(screen.getByRole('link', { name: 'Career History' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Education' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Career History' }));
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_profile_data/App');
  });

  it('hands the route the code loaded ahead of it, without loading it again', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: JobsApp });
    const links = renderWithShell(<Links />);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Job Description History' }));
    expect(loadRemote).toHaveBeenCalledTimes(1);
    links.unmount();

    renderWithShell(<RemoteRoutes name="mfe_jobs" />, { route: '/jobs-view' });
    expect(await screen.findByRole('heading', { name: 'Job Description History' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_jobs/App');
  });

  it('forgets a failed load, so the route tries again', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json')).mockResolvedValueOnce({ default: () => <h1>Upload or Paste Your Resume</h1> });
    const links = renderWithShell(<Links />);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Resume Upload' }));
    await act(async () => {});
    links.unmount();

    renderWithShell(<RemoteRoutes name="mfe_resumes" />, { route: '/resume-upload' });
    expect(await screen.findByRole('heading', { name: 'Upload or Paste Your Resume' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads the registered remotes' manifests once the browser is idle, and no remote's code", async () => {
    jest.useFakeTimers();
    try {
      const loadRemoteSnapshotInfo = jest.fn(() => Promise.resolve());
      const jobs = { name: 'mfe_jobs', entry: 'http://localhost:3003/mf-manifest.json' };
      // The federation runtime's instance as the shell's build creates it, with a remote it was built with besides.
      jest.mocked(getInstance).mockReturnValue({ options: { remotes: [jobs, { name: 'built_in', entry: 'http://localhost:9/mf-manifest.json' }] }, snapshotHandler: { loadRemoteSnapshotInfo } } as never);
      registerRemoteManifests({ mfe_jobs: jobs.entry });
      renderWithShell(<Links />);
      expect(loadRemoteSnapshotInfo).not.toHaveBeenCalled();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
      expect(loadRemoteSnapshotInfo).toHaveBeenCalledTimes(1);
      expect(loadRemoteSnapshotInfo).toHaveBeenCalledWith({ moduleInfo: jobs });
      expect(loadRemote).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      jest.mocked(getInstance).mockReturnValue(null);
    }
  });
});
