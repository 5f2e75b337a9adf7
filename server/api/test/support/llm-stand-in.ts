import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the stand-in received it. */
export interface RecordedLlmRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: { model: string; temperature: number; response_format: unknown; messages: { role: string; content: string }[] };
}

export type LlmHandler = (request: RecordedLlmRequest, response: ServerResponse) => void;

export interface LlmStandIn {
  /** The base URL to configure, ending in /v1. */
  url: string;
  /** Every request so far, oldest first. */
  requests: RecordedLlmRequest[];
  /** How the following requests are answered. */
  answer: (handler: LlmHandler) => void;
  close: () => Promise<void>;
}

/** Answers with a chat completion whose message content is `content`. */
export function replyWith(content: string): LlmHandler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
  };
}

/** Takes the request and never answers: the caller is stuck until it gives up. */
export const neverAnswer: LlmHandler = () => undefined;

/** The user message of a request, parsed: what the model was asked about. */
export function promptOf<T>(request: RecordedLlmRequest): T {
  return JSON.parse(request.body.messages.find((message) => message.role === 'user')?.content ?? '{}') as T;
}

/** A stand-in for an OpenAI-compatible chat-completions service on a random local port. */
export async function startLlmStandIn(handler: LlmHandler = neverAnswer): Promise<LlmStandIn> {
  let current = handler;
  const requests: RecordedLlmRequest[] = [];
  const server: Server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedLlmRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        authorization: incoming.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedLlmRequest['body'],
      };
      requests.push(request);
      current(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answer: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
