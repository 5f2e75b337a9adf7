import { passwordWeakness } from './password-strength.js';

describe('passwordWeakness', () => {
  test.each([
    ['password1', 'Password must be at least 12 characters.'],
    ['Password1234', 'This password is too easy to guess. This is similar to a commonly used password.'],
    ['aaaaaaaaaaaaaaaa', 'This password is too easy to guess. Repeated characters like "aaa" are easy to guess.'],
  ])('refuses %j saying why', (password, reason) => {
    expect(passwordWeakness(password, { email: 'sam@example.com' })).toContain(reason);
  });

  test("the owner's email and name count as easy guesses", () => {
    expect(passwordWeakness('ada.lovelace.1815', { email: 'ada.lovelace.1815@example.com' })).toContain('too easy to guess');
    expect(passwordWeakness('grace brewster hopper', { email: 'gh@example.com', fullName: 'Grace Brewster Hopper' })).toContain('too easy to guess');
  });

  test.each(['correct horse battery', 'Tr0ub4dor&3xyz', 'Pw-signup-mwzvbgcy-1-long'])('accepts %j', (password) => {
    expect(passwordWeakness(password, { email: 'someone@example.com' })).toBeUndefined();
  });
});
