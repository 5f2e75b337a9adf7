import {
  deleteCareerRecord,
  getCareerForPicker,
  listCareerHistory,
  submitCareerRecord,
  updateCareerRecord,
} from '@careerforge/contract';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { careerQueries } from './queries';
import { removeCareerRecord, replaceCareerRecord, toPickerItem } from './service';

export const careerRoutes: FeatureRoutes = (app, { db }) => {
  registerEndpoint(app, getCareerForPicker, async ({ user }) => ({
    career: (await careerQueries(db, user.userId).list()).map(toPickerItem),
  }));

  registerEndpoint(app, listCareerHistory, async ({ user }) => ({
    career: await careerQueries(db, user.userId).list(),
  }));

  registerEndpoint(app, submitCareerRecord, async ({ user, body }) => ({
    success: true,
    record: await careerQueries(db, user.userId).insert(body),
  }));

  registerEndpoint(app, updateCareerRecord, async ({ user, params, body }) => ({
    success: true,
    record: await replaceCareerRecord(careerQueries(db, user.userId), params.id, body),
  }));

  registerEndpoint(app, deleteCareerRecord, async ({ user, params }) => {
    await removeCareerRecord(careerQueries(db, user.userId), params.id);
    return { success: true };
  });
};
