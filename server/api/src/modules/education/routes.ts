import { deleteEducationRecord, listEducation, listEducationPage, submitEducationRecord, updateEducationRecord } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import { addEducationRecord, getEducation, getEducationPage, removeEducationRecord, replaceEducationRecord } from './service';

export const educationModule: FeatureModule = {
  name: 'education',
  register(app, { database: { db } }) {
    registerListEndpoint(app, { whole: listEducation, page: listEducationPage }, {
      whole: async (user) => ({ education: await getEducation(db, user.userId) }),
      page: async (user, query) => pageAnswer('education', await getEducationPage(db, user.userId, query)),
    });

    registerEndpoint(app, submitEducationRecord, async ({ user, body }) => ({
      success: true,
      record: await addEducationRecord(db, user.userId, body),
    }));

    registerEndpoint(app, updateEducationRecord, async ({ user, params, body }) => ({
      success: true,
      record: await replaceEducationRecord(db, user.userId, params.id, body),
    }));

    registerEndpoint(app, deleteEducationRecord, async ({ user, params }) => {
      await removeEducationRecord(db, user.userId, params.id);
      return { success: true };
    });
  },
};
