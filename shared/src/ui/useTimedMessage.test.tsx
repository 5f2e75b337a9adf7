import { act, renderHook } from '@testing-library/react';
import { useTimedMessage } from './useTimedMessage';

describe('useTimedMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clears the message once the duration has passed', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('Skill added successfully!'));
    expect(result.current.message).toBe('Skill added successfully!');
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.message).toBe('Skill added successfully!');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('restarts the clock when a message is shown again', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('Deleted 2 skills'));
    act(() => jest.advanceTimersByTime(2000));
    act(() => result.current.show('Deleted 2 skills'));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.message).toBe('Deleted 2 skills');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.message).toBeNull();
  });

  it('can be cleared early', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('Saved'));
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });
});
