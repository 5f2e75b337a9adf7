import { AVATAR_LIMITS } from '@careerforge/contract';
import { imageSize } from 'image-size';
import { HttpError } from '../../lib/errors';

type AvatarType = (typeof AVATAR_LIMITS.types)[number];

/** Larger images are refused: a small file can declare dimensions that exhaust a browser decoding it. */
const MAX_DIMENSION_PX = 4096;

/** The image type the bytes really are, from their signature; never from the name or the declared type. */
function sniffImageType(bytes: Buffer): AvatarType | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'image/gif';
  return null;
}

/** Checks an uploaded avatar and answers its real content type; throws 415 or 422 with a message for the user. */
export function checkAvatarImage(bytes: Buffer): AvatarType {
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, 'The avatar must be a WebP, PNG, JPEG or GIF image.');
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch (error) {
    throw new HttpError(422, 'The avatar image could not be read.', { cause: error });
  }
  if (!size.width || !size.height) throw new HttpError(422, 'The avatar image could not be read.');
  if (size.width > MAX_DIMENSION_PX || size.height > MAX_DIMENSION_PX) {
    throw new HttpError(422, `The avatar image is too large; at most ${MAX_DIMENSION_PX} × ${MAX_DIMENSION_PX} pixels.`);
  }
  return type;
}
