import { health } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { checkHealth } from './service';

export const healthModule: FeatureModule = {
  name: 'health',
  register(app, { database }) {
    registerEndpoint(app, health, () => checkHealth(database), { access: 'public' });
  },
};
