import { act, fireEvent, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Link } from 'react-router';
import { renderWithShell } from '../../test/render';
import { RemoteRoutes } from './RemoteRoutes';
import { useWarmRemotesOnIntent } from './useWarmRemotesOnIntent';

function Links() {
  useWarmRemotesOnIntent();
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

describe('useWarmRemotesOnIntent', () => {
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
});
