import Fastify from 'fastify';
import { handleError } from '../src/lib/errors';
import { documentErrors } from '../src/lib/documents/messages';

describe('an upload refused because the extraction queue is full', () => {
  it('is answered 503 with Retry-After and the message', async () => {
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.post('/upload', async () => {
      throw documentErrors.busy();
    });
    try {
      const response = await app.inject({ method: 'POST', url: '/upload' });
      expect({ status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() }).toEqual({
        status: 503,
        retryAfter: '5',
        body: { error: 'The server is busy reading other uploads; try again in 5 seconds.', request_id: expect.any(String) },
      });
    } finally {
      await app.close();
    }
  });
});
