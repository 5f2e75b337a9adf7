import { act, renderHook } from '@testing-library/react';
import { POLL_LIMIT_MS } from '../config/ui';
import { usePollingLimit } from './usePollingLimit';

describe('usePollingLimit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('times out once the limit has passed, and restart gives the job the whole limit again', () => {
    const { result } = renderHook(() => usePollingLimit());
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

  it('restarting before the limit starts the clock afresh', () => {
    const { result } = renderHook(() => usePollingLimit(1000));
    act(() => jest.advanceTimersByTime(900));
    act(() => result.current.restart());
    act(() => jest.advanceTimersByTime(900));
    expect(result.current.timedOut).toBe(false);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.timedOut).toBe(true);
  });
});
