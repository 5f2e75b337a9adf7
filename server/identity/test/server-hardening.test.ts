import net, { type AddressInfo } from 'node:net';
import { startIdentity, type RunningIdentity } from './support/identity.js';

/** Opens a raw connection, writes `chunks` (waiting `pauseMs` between them), and times how long the server keeps it open. */
async function holdConnection(identity: RunningIdentity, chunks: string[], pauseMs: number): Promise<{ openMs: number; received: string }> {
  const { port } = identity.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  const started = performance.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (data: string) => {
    received += data;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  let open = true;
  void closed.then(() => {
    open = false;
  });
  for (const chunk of chunks) {
    if (!open) break;
    socket.write(chunk);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, pauseMs))]);
  }
  await closed;
  return { openMs: performance.now() - started, received };
}

/** Many small writes, one per pause: a client that keeps the connection busy without ever finishing. */
const trickle = (prefix: string, count: number) => [prefix, ...Array.from({ length: count }, () => 'a')];

describe('listening socket', () => {
  let identity: RunningIdentity;

  afterEach(() => identity.close());

  test('listens on loopback only unless configured otherwise', async () => {
    identity = await startIdentity({}, {});
    expect((identity.server.address() as AddressInfo).address).toBe('127.0.0.1');
    const health = await fetch(new URL('healthz', identity.issuer));
    expect(health.status).toBe(200);
  });

  describe('slow and idle clients are cut off', () => {
    beforeEach(async () => {
      identity = await startIdentity({ config: { timeouts: { headersMs: 600, requestMs: 1_200, keepAliveMs: 400 } } });
    });

    test('headers sent a byte at a time get 408 once the headers timeout passes', async () => {
      const { openMs, received } = await holdConnection(identity, trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 40), 100);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      expect(openMs).toBeLessThan(2_500);
    });

    test('a body sent a byte at a time is cut off at the request timeout', async () => {
      const head = 'POST /oauth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n';
      const { openMs } = await holdConnection(identity, trickle(head, 60), 100);
      expect(openMs).toBeLessThan(3_500);
    });

    test('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
      const { openMs, received } = await holdConnection(identity, ['GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'], 0);
      expect(received).toMatch(/^HTTP\/1\.1 200/);
      expect(openMs).toBeLessThan(1_500);
    });
  });
});
