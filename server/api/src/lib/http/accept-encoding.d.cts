export type Encoding = 'br' | 'gzip';

/**
 * The encodings the servers send ('br', then 'gzip') that an Accept-Encoding header accepts, in
 * that order. `q=0` refuses an encoding, and `*` stands for any encoding the header does not name.
 */
export declare function acceptedEncodings(acceptEncoding: string | undefined): Encoding[];

/** The encoding to send to a caller with this Accept-Encoding header, if it accepts one. */
export declare function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined;
