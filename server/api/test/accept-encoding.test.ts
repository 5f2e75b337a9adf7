import { acceptedEncodings, preferredEncoding } from '../src/lib/http/accept-encoding.cjs';

describe('Accept-Encoding negotiation', () => {
  it('offers brotli before gzip, whatever order or weights the header gives them', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0.1')).toEqual(['br', 'gzip']);
    expect(preferredEncoding('GZIP, BR')).toBe('br');
  });

  it('leaves out an encoding refused with q=0, one not named, and one with an unreadable weight', () => {
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('br ; level=1 ; q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('deflate, identity')).toEqual([]);
    expect(acceptedEncodings('br;q=high')).toEqual([]);
    expect(preferredEncoding('identity')).toBeUndefined();
  });

  it('takes * for every encoding the header does not name', () => {
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, *')).toEqual(['gzip']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
  });

  it('accepts nothing without a header', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
