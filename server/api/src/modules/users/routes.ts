import { getUserInfo, saveUser } from '@careerforge/shared/contract';
import { assertOwnUserId } from '../../lib/auth';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { userQueries } from './queries';
import { loadProfile, saveProviderProfile } from './service';

export const userRoutes: FeatureRoutes = (app, { db }) => {
  registerEndpoint(app, saveUser, ({ user, body }) => {
    assertOwnUserId(user, body.user_id);
    return saveProviderProfile(userQueries(db, user.userId), body);
  });

  registerEndpoint(app, getUserInfo, ({ user, query }) => {
    assertOwnUserId(user, query.user_id);
    return loadProfile(userQueries(db, user.userId), user);
  });
};
