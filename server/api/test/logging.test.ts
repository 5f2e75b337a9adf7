import { Writable } from 'node:stream';
import { createLogger } from '../src/lib/logger';

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
});
