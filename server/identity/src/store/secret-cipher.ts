import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const FORMAT = 'aes256gcm';

/**
 * Encrypts small secrets kept in users.json (TOTP seeds) with a key from keys.json, so a copy of
 * users.json alone (a backup, a file shared for debugging) does not reveal them. The context (the
 * user's id) is authenticated data: a value moved to another user fails to decrypt.
 */
export class SecretCipher {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The secret encryption key must be 32 bytes.');
    this.#key = key;
  }

  /** Format: aes256gcm.<iv>.<ciphertext>.<tag>, each base64url. */
  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv).setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, ...[iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'))].join('.');
  }

  /** Throws when the value was not encrypted with this key and context, or was altered. */
  decrypt(encrypted: string, context: string): string {
    const [format, iv, ciphertext, tag] = encrypted.split('.');
    if (format !== FORMAT || !iv || !ciphertext || !tag) throw new Error('Not an encrypted secret.');
    const decipher = createDecipheriv(ALGORITHM, this.#key, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(context))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
