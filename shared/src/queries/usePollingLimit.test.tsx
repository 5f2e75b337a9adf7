import { act, renderHook } from '@testing-library/react';
import { POLL_LIMIT_MS, usePollingLimit } from './usePollingLimit';

describe('usePollingLimit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('times out once the job has run for the limit, and restart gives it the limit again', () => {
    const { result } = renderHook(() => usePollingLimit(true));
    act(() => jest.advanceTimersByTime(POLL_LIMIT_MS - 1));
    expect(result.current.timedOut).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.timedOut).toBe(true);

    act(() => result.current.restart());
    expect(result.current.timedOut).toBe(false);
    act(() => jest.advanceTimersByTime(POLL_LIMIT_MS - 1));
    expect(result.current.timedOut).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.timedOut).toBe(true);
  });

  it('never times out a job that finished', () => {
    const { result, rerender } = renderHook(({ running }) => usePollingLimit(running), { initialProps: { running: true } });
    act(() => jest.advanceTimersByTime(1000));
    rerender({ running: false });
    act(() => jest.advanceTimersByTime(POLL_LIMIT_MS * 2));
    expect(result.current.timedOut).toBe(false);
  });
});
