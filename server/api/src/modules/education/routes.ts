import { deleteEducationRecord, listEducation, submitEducationRecord, updateEducationRecord } from '@careerforge/contract';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { educationQueries } from './queries';
import { removeEducationRecord, replaceEducationRecord } from './service';

export const educationRoutes: FeatureRoutes = (app, { db }) => {
  registerEndpoint(app, listEducation, async ({ user }) => ({
    education: await educationQueries(db, user.userId).list(),
  }));

  registerEndpoint(app, submitEducationRecord, async ({ user, body }) => ({
    success: true,
    record: await educationQueries(db, user.userId).insert(body),
  }));

  registerEndpoint(app, updateEducationRecord, async ({ user, params, body }) => ({
    success: true,
    record: await replaceEducationRecord(educationQueries(db, user.userId), params.id, body),
  }));

  registerEndpoint(app, deleteEducationRecord, async ({ user, params }) => {
    await removeEducationRecord(educationQueries(db, user.userId), params.id);
    return { success: true };
  });
};
