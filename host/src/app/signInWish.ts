/**
 * A click on Log In or Sign Up on the first paint, before the sign-in SDK has loaded: the landing
 * page carries it out once it can.
 */
export type SignInWish = 'logIn' | 'signUp';

let pendingWish: SignInWish | null = null;

export function rememberSignInWish(wish: SignInWish): void {
  pendingWish = wish;
}

/** The wish, once: a second call answers null. */
export function takeSignInWish(): SignInWish | null {
  const wish = pendingWish;
  pendingWish = null;
  return wish;
}
