import { health } from '@careerforge/contract';
import { sql } from 'kysely';
import { HttpError } from '../../lib/errors';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';

export const healthRoutes: FeatureRoutes = (app, { db, engine }) => {
  registerEndpoint(
    app,
    health,
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        throw new HttpError(503, 'Database unavailable.', { cause: error });
      }
      return { status: 'ok', database: engine };
    },
    { access: 'public' },
  );
};
