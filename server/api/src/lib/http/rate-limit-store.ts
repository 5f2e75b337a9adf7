import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A rate-limit counter must never hold a request long: past these the request goes through uncounted. */
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
const REDIS_COMMAND_TIMEOUT_MS = 250;
/** Reconnection attempts back off up to this, so a Redis that is down is not hammered. */
const REDIS_RECONNECT_MAX_DELAY_MS = 5_000;

export interface RateLimitRedis {
  client: Redis;
  /** Drops the connection and stops reconnecting, without a warning. */
  close(): void;
}

/** Host and port, never the password a URL may hold. */
function redisAddress(redisUrl: string): string {
  const url = new URL(redisUrl);
  return `${url.hostname}:${url.port || '6379'}`;
}

/**
 * The Redis client holding the rate-limit counters of every API instance. Counting fails open:
 * while Redis cannot be reached, commands fail at once (no offline queue) or after
 * REDIS_COMMAND_TIMEOUT_MS, and the rate limiter lets the request through (`skipOnError`). One
 * warning is logged when Redis is lost and one line when it is back, not one per request.
 */
export function connectRateLimitRedis(redisUrl: string, logger: FastifyBaseLogger): RateLimitRedis {
  const redis = new Redis(redisUrl, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_RECONNECT_MAX_DELAY_MS),
  });
  let reachable: boolean | null = null;
  let closing = false;
  redis.on('ready', () => {
    if (reachable === false) logger.info('Redis is reachable again: rate limits are shared and enforced');
    reachable = true;
  });
  const lost = (error?: Error) => {
    if (reachable === false) return;
    reachable = false;
    logger.warn({ err: error, redis: redisAddress(redisUrl) }, 'Redis is unreachable: requests are not rate-limited until it is back');
  };
  redis.on('error', lost);
  // A dropped connection: commands fail from now on, before any reconnection attempt errs.
  redis.on('close', () => {
    if (!closing) lost();
  });
  return {
    client: redis,
    close: () => {
      closing = true;
      redis.disconnect();
    },
  };
}
