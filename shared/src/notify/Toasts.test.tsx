import { act, render, screen } from '@testing-library/react';
import { AppToastContainer, isToastHotKey, notify } from './Toasts';

describe('AppToastContainer', () => {
  it('shows a toast raised through notify', async () => {
    render(<AppToastContainer />);
    act(() => {
      notify.success('Saved.');
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('answers to Alt+T on any keyboard layout', () => {
    expect(isToastHotKey(new KeyboardEvent('keydown', { altKey: true, code: 'KeyT', key: '†' }))).toBe(true);
    expect(isToastHotKey(new KeyboardEvent('keydown', { code: 'KeyT', key: 't' }))).toBe(false);
  });
});
