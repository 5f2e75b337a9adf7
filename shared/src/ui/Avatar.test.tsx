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
});
