import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

function Crash(): never {
  throw new Error('Cannot read the job list');
}

describe('ErrorBoundary', () => {
  // React reports caught render errors on the console; keep the test output readable.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the children while nothing crashes', () => {
    render(
      <ErrorBoundary>
        <p>Job list</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Job list')).toBeInTheDocument();
  });

  it("shows 'Something went wrong:' with the error's message", () => {
    render(
      <ErrorBoundary>
        <Crash />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong:');
    expect(alert).toHaveTextContent('Cannot read the job list');
  });

  it('uses the heading it is given', () => {
    render(
      <ErrorBoundary heading="Submission Error:">
        <Crash />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Submission Error:');
    expect(screen.queryByText('Something went wrong:')).not.toBeInTheDocument();
  });
});
