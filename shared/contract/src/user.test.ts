import { updateUserBodySchema } from './user';

const BASE = { user_id: 'u1', email: 'ada@example.com', username: 'ada' };

describe('updateUserBodySchema', () => {
  it('leaves the resume details out when a client does not send them', () => {
    const parsed = updateUserBodySchema.parse(BASE);
    expect(parsed).not.toHaveProperty('headline', expect.anything());
    expect(parsed.headline).toBeUndefined();
    expect(parsed.links).toBeUndefined();
    expect(parsed.page_size).toBeUndefined();
  });

  it('clears a detail sent empty and keeps one sent filled', () => {
    const parsed = updateUserBodySchema.parse({ ...BASE, headline: '  ', location: 'Lyon, France', page_size: 'a4' });
    expect(parsed.headline).toBeNull();
    expect(parsed.location).toBe('Lyon, France');
    expect(parsed.page_size).toBe('a4');
  });

  it('takes up to five http(s) links with labels', () => {
    const links = [{ label: 'GitHub', url: 'https://github.com/ada' }];
    expect(updateUserBodySchema.parse({ ...BASE, links }).links).toEqual(links);
    const six = Array.from({ length: 6 }, (_, index) => ({ label: `L${index}`, url: `https://example.com/${index}` }));
    expect(updateUserBodySchema.safeParse({ ...BASE, links: six }).error?.issues[0]?.message).toBe('At most 5 links.');
  });

  it('refuses links that are not web addresses, naming the rule', () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'example.com', 'https://']) {
      const result = updateUserBodySchema.safeParse({ ...BASE, links: [{ label: 'Site', url }] });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['A link must be a web address starting with http:// or https://.']);
    }
    expect(updateUserBodySchema.safeParse({ ...BASE, links: [{ label: ' ', url: 'https://example.com' }] }).error?.issues[0]?.message).toBe(
      'Each link needs a label.',
    );
  });

  it('limits the length of each detail', () => {
    expect(updateUserBodySchema.safeParse({ ...BASE, headline: 'x'.repeat(121) }).error?.issues[0]?.message).toBe(
      'Headline must be at most 120 characters.',
    );
  });
});
