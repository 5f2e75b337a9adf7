import QRCode from 'qrcode';
import type { AttemptLimiter } from './attempt-limiter.js';
import type { SecretCipher } from './store/secret-cipher.js';
import type { User, UserStore } from './store/user-store.js';
import { base32Decode, base32Encode, generateTotpSecret, otpauthUri, verifyTotp } from './totp.js';

/** The issuer authenticator apps show next to the account. */
const TOTP_ISSUER = 'CareerForge';

export interface TotpEnrollment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code: an SVG element, made here from our own data only. */
  qrCodeSvg: string;
}

export type TotpVerification =
  | { outcome: 'accepted' }
  | { outcome: 'rejected' }
  | { outcome: 'blocked'; retryAfterMs: number };

export interface TotpAuthenticatorOptions {
  users: UserStore;
  cipher: SecretCipher;
  /** Wrong codes per user; keyed by the user alone, so more client addresses do not buy more guesses. */
  limiter: AttemptLimiter;
  clock: () => number;
}

/** A user's authenticator app: enrollment (pending secret, confirmed by a code) and code checks. */
export class TotpAuthenticator {
  readonly #users: UserStore;
  readonly #cipher: SecretCipher;
  readonly #limiter: AttemptLimiter;
  readonly #clock: () => number;

  constructor({ users, cipher, limiter, clock }: TotpAuthenticatorOptions) {
    this.#users = users;
    this.#cipher = cipher;
    this.#limiter = limiter;
    this.#clock = clock;
  }

  isEnrolled(user: User): boolean {
    return user.totp !== undefined;
  }

  /**
   * The secret to enroll, created on first use and kept until confirmed: reloading the page or
   * coming back later shows the same QR code, which the user may already have scanned.
   */
  async enrollment(user: User): Promise<TotpEnrollment> {
    let encrypted = user.pendingTotpSecret;
    if (!encrypted) {
      const offered = this.#cipher.encrypt(base32Encode(generateTotpSecret()), user.sub);
      // Another page may have stored its secret first: show that one, the one that counts.
      encrypted = (await this.#users.setPendingTotpSecret(user.sub, offered))?.pendingTotpSecret ?? offered;
    }
    const secret = base32Decode(this.#cipher.decrypt(encrypted, user.sub));
    const uri = otpauthUri({ issuer: TOTP_ISSUER, account: user.email, secret });
    const qrCodeSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret: base32Encode(secret), otpauthUri: uri, qrCodeSvg };
  }

  /** Checks a code of the pending secret; an accepted one makes it the user's authenticator. */
  confirmEnrollment(user: User, code: string): Promise<TotpVerification> {
    if (!user.pendingTotpSecret) return Promise.resolve({ outcome: 'rejected' });
    return this.#check(user, user.pendingTotpSecret, undefined, code, (step) => this.#users.confirmTotp(user.sub, step));
  }

  /** Checks a code of the confirmed secret; each code is accepted once. */
  verify(user: User, code: string): Promise<TotpVerification> {
    if (!user.totp) return Promise.resolve({ outcome: 'rejected' });
    return this.#check(user, user.totp.secret, user.totp.lastUsedStep, code, (step) => this.#users.recordTotpUse(user.sub, step));
  }

  /** `accept` stores the accepted step; undefined from it means the code was taken first elsewhere. */
  async #check(
    user: User,
    encryptedSecret: string,
    lastUsedStep: number | undefined,
    code: string,
    accept: (step: number) => Promise<User | undefined>,
  ): Promise<TotpVerification> {
    const retryAfterMs = await this.#limiter.retryAfterMs(user.sub);
    if (retryAfterMs > 0) return { outcome: 'blocked', retryAfterMs };
    const secret = base32Decode(this.#cipher.decrypt(encryptedSecret, user.sub));
    const step = verifyTotp({ secret, code, nowMs: this.#clock(), lastUsedStep });
    if (step === undefined || !(await accept(step))) {
      await this.#limiter.record(user.sub);
      return { outcome: 'rejected' };
    }
    await this.#limiter.clear(user.sub);
    return { outcome: 'accepted' };
  }
}
