import {
  deleteCareerRecord,
  getCareerForPicker,
  getCareerForPickerPage,
  listCareerHistory,
  listCareerHistoryPage,
  submitCareerRecord,
  updateCareerRecord,
} from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import {
  addCareerRecord,
  careerPickerItems,
  careerPickerItemsPage,
  getCareerHistory,
  getCareerHistoryPage,
  removeCareerRecord,
  replaceCareerRecord,
} from './service';

export const careerModule: FeatureModule = {
  name: 'career',
  register(app, { database: { db } }) {
    registerListEndpoint(app, { whole: getCareerForPicker, page: getCareerForPickerPage }, {
      whole: async (user) => ({ career: await careerPickerItems(db, user.userId) }),
      page: async (user, query) => pageAnswer('career', await careerPickerItemsPage(db, user.userId, query)),
    });

    registerListEndpoint(app, { whole: listCareerHistory, page: listCareerHistoryPage }, {
      whole: async (user) => ({ career: await getCareerHistory(db, user.userId) }),
      page: async (user, query) => pageAnswer('career', await getCareerHistoryPage(db, user.userId, query)),
    });

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
