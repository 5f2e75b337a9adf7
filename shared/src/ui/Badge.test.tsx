import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text in the tone asked for, primary by default', () => {
    render(
      <>
        <Badge>TypeScript</Badge>
        <Badge tone="success" className="job-card__applied">
          Applied
        </Badge>
      </>,
    );
    expect(screen.getByText('TypeScript')).toHaveClass('cf-badge', 'cf-badge--primary');
    expect(screen.getByText('Applied')).toHaveClass('cf-badge', 'cf-badge--success', 'job-card__applied');
  });
});
