import type { AddressInfo } from 'node:net';
import { startIdentity, type RunningIdentity } from './support/identity.js';

describe('listening socket', () => {
  let identity: RunningIdentity;

  afterEach(() => identity.close());

  test('listens on loopback only unless configured otherwise', async () => {
    identity = await startIdentity({}, {});
    expect((identity.server.address() as AddressInfo).address).toBe('127.0.0.1');
    const health = await fetch(new URL('healthz', identity.issuer));
    expect(health.status).toBe(200);
  });
});
