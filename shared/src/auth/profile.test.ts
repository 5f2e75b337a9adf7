import { AVATAR_CLAIM, avatarUrlsOf, currentUserFromProfile } from './profile';

describe('currentUserFromProfile', () => {
  it('takes the user id from the part of sub after the pipe', () => {
    const user = currentUserFromProfile({ sub: 'auth0|u-42', email: 'jane@example.com', name: 'Jane', email_verified: true });
    expect(user).toMatchObject({ sub: 'auth0|u-42', userId: 'u-42', email: 'jane@example.com', name: 'Jane', emailVerified: true });
    expect(user.picture).toBeUndefined();
  });

  it('orders avatars: custom_picture, then the avatar claim, then picture', () => {
    const profile = {
      sub: 'u',
      picture: 'https://img.test/provider.png',
      [AVATAR_CLAIM]: 'https://img.test/claim.png',
      user_metadata: { custom_picture: 'https://img.test/custom.png' },
    };
    expect(avatarUrlsOf(profile)).toEqual([
      'https://img.test/custom.png',
      'https://img.test/claim.png',
      'https://img.test/provider.png',
    ]);
    expect(currentUserFromProfile(profile).picture).toBe('https://img.test/custom.png');
  });

  it('skips missing and empty avatars', () => {
    expect(avatarUrlsOf({ sub: 'u', picture: 'https://img.test/p.png', user_metadata: { custom_picture: '' } })).toEqual([
      'https://img.test/p.png',
    ]);
  });
});
