import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability; needs no token.',
  response: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
});
