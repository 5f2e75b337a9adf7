import { randomUUID } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like (a UUID, a hex trace id, nginx's $request_id); anything else is replaced. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** Whether the connection's peer is one of the proxies TRUST_PROXY names. */
function trustedPeer(trustProxy: ApiConfig['trustProxy']): (address: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  // A hop count of one or more trusts whatever connects: it is the nearest proxy.
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : null;
    return ipv4 ? proxies.check(ipv4, 'ipv4') : proxies.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's `genReqId`: the `X-Request-Id` a trusted proxy sent when it is well formed, so one id
 * follows a request through the proxy's log and this one; otherwise a new UUID. A client reaching
 * the API directly cannot choose the id its requests are logged under.
 */
export function requestIdGenerator(trustProxy: ApiConfig['trustProxy']): (request: IncomingMessage) => string {
  const isTrusted = trustedPeer(trustProxy);
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) && isTrusted(request.socket.remoteAddress)) return incoming;
    return randomUUID();
  };
}

/** An onRequest hook: every answer, errors included, names its request id. */
export function sendRequestId(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}
