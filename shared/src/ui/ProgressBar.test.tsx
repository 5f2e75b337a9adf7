import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('announces the percent done, clamped to 0–100', () => {
    render(<ProgressBar value={142.4} label="Upload progress" />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('is indeterminate without a value: no amount announced or shown', () => {
    render(<ProgressBar label="Generating" />);
    expect(screen.getByRole('progressbar', { name: 'Generating' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });
});
