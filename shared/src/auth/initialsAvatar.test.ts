import { initialsAvatarUrl, initialsOf } from './initialsAvatar';

function svgOf(url: string): string {
  return decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''));
}

describe('initials avatar', () => {
  it('takes initials from the name, else from the email local part', () => {
    expect(initialsOf('jane.doe@example.com')).toBe('JD');
    expect(initialsOf('jane@example.com')).toBe('JA');
    expect(initialsOf('x@example.com', 'Ada Lovelace')).toBe('AL');
    expect(initialsOf('jane-doe@example.com', 'jane-doe@example.com')).toBe('JD');
    expect(initialsOf(undefined)).toBe('?');
  });

  it('is an inline SVG whose colour depends only on the email', () => {
    const url = initialsAvatarUrl('jane.doe@example.com');
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    expect(svgOf(url)).toContain('>JD</text>');
    expect(initialsAvatarUrl('Jane.Doe@example.com')).toBe(url);
    const fill = (value: string) => /fill="(hsl[^"]+)"/.exec(svgOf(value))?.[1];
    expect(fill(initialsAvatarUrl('someone.else@example.com'))).not.toBe(fill(url));
  });

  it('never lets markup through', () => {
    expect(svgOf(initialsAvatarUrl('<b>@x.test', '<script>'))).not.toContain('<script>');
  });
});
