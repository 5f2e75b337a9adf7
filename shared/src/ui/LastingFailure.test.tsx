import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner } from './Banner';
import { FailureReason, useLastingFailure } from './LastingFailure';

function Saver() {
  const failure = useLastingFailure(1500);
  return (
    <>
      {failure.banner && <Banner tone="error">{failure.banner}</Banner>}
      <button type="button" onClick={() => failure.show('Failed to save', 'Failed to save: the server is down.')}>
        Save
      </button>
      <button type="button" onClick={failure.clear}>
        Next
      </button>
      {failure.reason && <FailureReason>{failure.reason}</FailureReason>}
    </>
  );
}

describe('useLastingFailure', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides the banner after its duration, keeps the reason until the next action', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Saver />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save');
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to save: the server is down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText('Failed to save: the server is down.')).not.toBeInTheDocument();
  });
});
