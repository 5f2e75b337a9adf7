import { randomBytes } from 'node:crypto';
import { SecretCipher } from './secret-cipher.js';

describe('SecretCipher', () => {
  const cipher = new SecretCipher(randomBytes(32));

  test('round-trips, with a fresh IV each time', () => {
    const first = cipher.encrypt('GEZDGNBVGY3TQOJQ', 'auth0|a');
    const second = cipher.encrypt('GEZDGNBVGY3TQOJQ', 'auth0|a');
    expect(first).toMatch(/^aes256gcm\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('GEZDGNBVGY3TQOJQ');
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first, 'auth0|a')).toBe('GEZDGNBVGY3TQOJQ');
  });

  test('refuses another context, another key and altered values', () => {
    const encrypted = cipher.encrypt('GEZDGNBVGY3TQOJQ', 'auth0|a');
    expect(() => cipher.decrypt(encrypted, 'auth0|b')).toThrow();
    expect(() => new SecretCipher(randomBytes(32)).decrypt(encrypted, 'auth0|a')).toThrow();
    const [format, iv, ciphertext, tag] = encrypted.split('.');
    const altered = Buffer.from(ciphertext!, 'base64url');
    altered[0]! ^= 1;
    expect(() => cipher.decrypt([format, iv, altered.toString('base64url'), tag].join('.'), 'auth0|a')).toThrow();
    expect(() => cipher.decrypt('GEZDGNBVGY3TQOJQ', 'auth0|a')).toThrow('Not an encrypted secret.');
  });
});
