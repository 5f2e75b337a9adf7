import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { ApiConfig } from '../config';

/**
 * One logger for the server and the database pool. Credentials are redacted wherever a request's
 * headers end up in a log line.
 */
export function createLogger(config: Pick<ApiConfig, 'logLevel'>): FastifyBaseLogger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  });
}
