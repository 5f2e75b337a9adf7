/**
 * How an avatar is compressed before upload: a small webp no larger than the largest avatar shown
 * (80 px, on this screen). No web worker: the library's worker loads its own script from a CDN,
 * which the site's Content-Security-Policy (and an offline machine) would refuse.
 */
export const AVATAR_COMPRESSION = {
  maxSizeMB: 0.07,
  maxWidthOrHeight: 80,
  initialQuality: 0.4,
  fileType: 'image/webp',
  useWebWorker: false,
};

/** Only images may become an avatar (by the type the browser gives the chosen file). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * The chosen image, shrunk to a small webp in the browser before it is uploaded. The library loads
 * only when an avatar is chosen: most visits to Preferences never need it.
 */
export async function compressAvatar(image: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(image, { ...AVATAR_COMPRESSION });
}
