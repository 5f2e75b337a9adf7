import { Writable } from 'node:stream';
import { createLogger, redactUrl } from '../src/lib/logger';

/** A logger at info writing into the returned lines. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, sink), lines };
}

describe('log lines', () => {
  it('never carry credentials in headers, a response’s headers or a request', () => {
    const { logger, lines } = capturedLogger();
    const headers = { Authorization: 'Bearer secret-token', cookie: 'session=secret-cookie', 'x-api-key': 'secret-key', accept: 'application/json' };
    logger.info({ headers }, 'outgoing call');
    logger.info({ res: { statusCode: 200, headers: { 'set-cookie': 'session=secret-cookie', 'content-type': 'application/json' } } }, 'answered');
    logger.info({ req: { method: 'GET', url: '/api/health', headers } }, 'request');
    logger.child({ headers: { 'proxy-authorization': 'Basic secret-proxy' } }).info('from a child');

    expect(lines.map(({ headers: logged, res, req }) => ({ headers: logged, res, req }))).toEqual([
      { headers: { Authorization: '[redacted]', cookie: '[redacted]', 'x-api-key': '[redacted]', accept: 'application/json' } },
      { res: { statusCode: 200, headers: { 'set-cookie': '[redacted]', 'content-type': 'application/json' } } },
      { req: expect.objectContaining({ method: 'GET', url: '/api/health' }) },
      { headers: { 'proxy-authorization': '[redacted]' } },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
    // The caller's own object is left as it was.
    expect(headers.Authorization).toBe('Bearer secret-token');
  });

  it('keep what carries no credential as it is', () => {
    const { logger, lines } = capturedLogger();
    logger.info({ headers: { accept: 'text/html' }, res: { statusCode: 404 } }, 'plain');
    expect(lines[0]).toMatchObject({ headers: { accept: 'text/html' }, res: { statusCode: 404 }, msg: 'plain' });
  });

  it('hold URLs without the segments and query values that are permissions', () => {
    const blobKey = '0123456789abcdef0123456789abcdef';
    expect(redactUrl('/api/resumes/skills/')).toBe('/api/resumes/skills/');
    expect(redactUrl('/api/jobs/view/12')).toBe('/api/jobs/view/12');
    expect(redactUrl(`/api/avatars/${blobKey}.png`)).toBe('/api/avatars/[redacted]');
    expect(redactUrl('/api/resumes/file/eyJ1IjoibG9nLXJlYWRlciJ9.TNNdhxWQeTjLy2VyjFw8TL5I')).toBe('/api/resumes/file/[redacted]');
    expect(redactUrl('/api/long-enough-path-segment-name/')).toBe('/api/long-enough-path-segment-name/');
    expect(redactUrl('/api/jobs/?limit=5&token=abc')).toBe('/api/jobs/?limit=5&token=[redacted]');
  });
});
