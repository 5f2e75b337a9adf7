'use strict';
/**
 * Accept-Encoding negotiation, for the API's JSON answers (compression.ts) and for the static
 * server of the built apps (scripts/serve-apps.mjs). That server runs under plain Node, without a
 * TypeScript loader, hence CommonJS here, typed by accept-encoding.d.cts.
 */

/** The encodings both servers send, brotli first: it compresses better. */
const ENCODINGS = ['br', 'gzip'];

/**
 * The encodings of ENCODINGS that an Accept-Encoding header accepts, in that order. `q=0` refuses
 * an encoding, and `*` stands for any encoding the header does not name.
 */
function acceptedEncodings(acceptEncoding) {
  if (!acceptEncoding) return [];
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = quality ? Number(quality.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return ENCODINGS.filter((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

/** The encoding to send to a caller with this Accept-Encoding header, if it accepts one. */
function preferredEncoding(acceptEncoding) {
  return acceptedEncodings(acceptEncoding)[0];
}

module.exports = { acceptedEncodings, preferredEncoding };
