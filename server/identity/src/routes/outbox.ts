import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendHtml } from '../http/responses.js';
import type { Outbox } from '../mail/outbox.js';
import { OUTBOX_PATH, outboxMessagePage, outboxPage } from '../pages/outbox-pages.js';

export interface OutboxRoutesOptions {
  outbox: Outbox;
  pageHeaders: Record<string, string>;
  /** Behind a proxy every request arrives from the proxy's address, which may well be local. */
  trustProxy: boolean;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether the request comes from this machine itself, not through a proxy. */
export function isLocalRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if (trustProxy || req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/**
 * GET /outbox and /outbox/:id: the mail of the embedded default, for the developer on this machine
 * only. Anyone else gets 404, as if the page did not exist: it shows every reset and sign-up link.
 */
export function createOutboxRoutes({ outbox, pageHeaders, trustProxy }: OutboxRoutesOptions) {
  return function handleOutbox(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (!isLocalRequest(req, trustProxy)) throw new HttpError(404, 'There is nothing at this address.');
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'This page does not accept that kind of request.');
    if (pathname === OUTBOX_PATH) return sendHtml(res, 200, outboxPage(outbox.list()), pageHeaders);
    const message = outbox.find(pathname.slice(OUTBOX_PATH.length + 1));
    if (!message) throw new HttpError(404, 'There is no such message.');
    sendHtml(res, 200, outboxMessagePage(message), pageHeaders);
  };
}
