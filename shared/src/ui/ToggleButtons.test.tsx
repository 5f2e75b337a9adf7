import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ToggleButtons } from './ToggleButtons';

function Modes() {
  const [mode, setMode] = useState<'upload' | 'text'>('upload');
  return (
    <ToggleButtons
      label="Input mode"
      options={[
        { value: 'upload', label: 'Upload File' },
        { value: 'text', label: 'Paste Text' },
      ]}
      value={mode}
      onChange={setMode}
    />
  );
}

describe('ToggleButtons', () => {
  it('presses the current mode and moves the press to the one clicked', async () => {
    render(<Modes />);
    const group = screen.getByRole('group', { name: 'Input mode' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload File' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Paste Text' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Paste Text' }));
    expect(screen.getByRole('button', { name: 'Paste Text' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Upload File' })).toHaveAttribute('aria-pressed', 'false');
  });
});
