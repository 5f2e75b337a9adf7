import { userAvatarUrls } from './userInfo';

describe('userAvatarUrls', () => {
  const currentUser = { sub: 'auth0|u', userId: 'u', avatarUrls: ['https://img.test/custom.png', 'https://img.test/picture.png'] };

  it('puts the uploaded avatar before the identity provider’s pictures', () => {
    expect(userAvatarUrls({ avatar_url: 'http://api.test/api/avatars/a1' }, currentUser)).toEqual([
      'http://api.test/api/avatars/a1',
      'https://img.test/custom.png',
      'https://img.test/picture.png',
    ]);
  });

  it('keeps the provider’s pictures while there is no upload or no profile yet', () => {
    expect(userAvatarUrls({ avatar_url: null }, currentUser)).toEqual(currentUser.avatarUrls);
    expect(userAvatarUrls(undefined, null)).toEqual([]);
  });
});
