import { health, healthLive, healthReady } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { HttpError } from '../../lib/errors';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { createReadiness, READINESS_CHECKS } from './readiness';
import { checkHealth } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Called on shutdown before the listener closes: /health/ready answers 503 from then on. */
    beginDraining(): void;
  }
}

export const healthModule: FeatureModule = {
  name: 'health',
  register(app, services) {
    const readiness = createReadiness(services);
    app.decorate('beginDraining', () => readiness.beginDraining());
    registerEndpoint(app, health, () => checkHealth(services.database), { access: 'public' });
    registerEndpoint(app, healthLive, async () => ({ status: 'ok' as const }), { access: 'public' });
    registerEndpoint(
      app,
      healthReady,
      async () => {
        if (readiness.draining) throw new HttpError(503, 'Not ready: the API is shutting down.');
        const failed = await readiness.failedChecks();
        if (failed.length > 0) throw new HttpError(503, `Not ready: ${failed.join(', ')} failed.`);
        return { status: 'ok' as const, checks: READINESS_CHECKS };
      },
      { access: 'public' },
    );
  },
};
