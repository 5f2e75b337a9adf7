import {
  deleteCareerRecord,
  getCareerForPicker,
  listCareerHistory,
  submitCareerRecord,
  updateCareerRecord,
} from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { addCareerRecord, careerPickerItems, getCareerHistory, removeCareerRecord, replaceCareerRecord } from './service';

export const careerModule: FeatureModule = {
  name: 'career',
  register(app, { database: { db } }) {
    registerEndpoint(app, getCareerForPicker, async ({ user }) => ({
      career: await careerPickerItems(db, user.userId),
    }));

    registerEndpoint(app, listCareerHistory, async ({ user }) => ({
      career: await getCareerHistory(db, user.userId),
    }));

    registerEndpoint(app, submitCareerRecord, async ({ user, body }) => ({
      success: true,
      record: await addCareerRecord(db, user.userId, body),
    }));

    registerEndpoint(app, updateCareerRecord, async ({ user, params, body }) => ({
      success: true,
      record: await replaceCareerRecord(db, user.userId, params.id, body),
    }));

    registerEndpoint(app, deleteCareerRecord, async ({ user, params }) => {
      await removeCareerRecord(db, user.userId, params.id);
      return { success: true };
    });
  },
};
