import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability; needs no token.',
  response: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
});

/** For an orchestrator's liveness probe: the process is up and serving; checks nothing else. */
export const healthLive = defineEndpoint({
  method: 'GET',
  path: '/health/live',
  summary: 'Liveness: the process answers; needs no token.',
  response: z.object({ status: z.literal('ok') }),
});

/** What /health/ready checks; a failed one is named in the 503's error. */
export const readinessCheckSchema = z.enum(['database', 'blob store', 'identity provider keys']);
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/**
 * For a load balancer's readiness probe: 200 when the database answers, the blob store takes a
 * write and the identity provider's keys have been fetched; 503 naming what failed otherwise,
 * and 503 saying so while the API shuts down.
 */
export const healthReady = defineEndpoint({
  method: 'GET',
  path: '/health/ready',
  summary: 'Readiness: database, blob store and identity provider keys; 503 names what failed, or says the API is shutting down; needs no token.',
  response: z.object({ status: z.literal('ok'), checks: z.array(readinessCheckSchema) }),
});
