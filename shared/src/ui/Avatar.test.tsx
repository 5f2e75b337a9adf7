import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

const image = () => screen.getByRole('presentation');

describe('Avatar', () => {
  it('tries custom_picture, then picture, then the generated initials avatar', () => {
    render(<Avatar urls={['https://img.test/custom.png', 'https://img.test/picture.png']} email="jane.doe@example.com" />);
    expect(image()).toHaveAttribute('src', 'https://img.test/custom.png');

    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', 'https://img.test/picture.png');

    fireEvent.error(image());
    const src = image().getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('>JD</text>');
  });

  it('uses the initials avatar when there is no picture, without asking any outside service', () => {
    render(<Avatar email="jane.doe@example.com" />);
    expect(image().getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('can be named and styled, for an avatar shown on its own', () => {
    render(<Avatar urls={['https://img.test/a.png']} alt="Your avatar" className="big" size={80} />);
    const named = screen.getByRole('img', { name: 'Your avatar' });
    expect(named).toHaveClass('cf-avatar', 'big');
    expect(named).toHaveAttribute('width', '80');
  });
});
