import { health, healthLive, healthReady } from '@careerforge/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { METRICS_PATH } from '../metrics';

/** How one route is counted: false for not at all; an object for a bucket of its own; undefined for the shared one. */
type RouteRateLimit = false | RateLimitOptions | undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' for a route whose caller is not signed in; set by `registerEndpoint`. */
    access?: 'user' | 'public';
  }
}

/**
 * Signed-in callers are counted by user, so colleagues behind one office address do not share a
 * bucket; everyone else by client address (from the trusted proxy header when TRUST_PROXY says so).
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.userId}` : `ip:${request.ip}`;
}

/**
 * The health checks are never counted: an orchestrator probing them must not see 429 and restart
 * a healthy instance or take it out of the balancer; nor is the metrics scrape, which must not share a bucket with the signed-out
 * callers of its address. Each public file route (a signed resume link, an avatar) counts in a bucket of
 * its own with a higher limit, as a page shows several of them at once and a flood of one must not
 * lock out the others. Everything else shares the per-user / per-address bucket.
 */
const UNCOUNTED_PATHS = new Set([health.path, healthLive.path, healthReady.path, METRICS_PATH]);

export function routeRateLimit(route: RouteOptions, publicFileLimitPerMinute: number): RouteRateLimit {
  if (UNCOUNTED_PATHS.has(route.url)) return false;
  if (route.config?.access === 'public') {
    return { max: publicFileLimitPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `ip:${request.ip}` };
  }
  return undefined;
}
