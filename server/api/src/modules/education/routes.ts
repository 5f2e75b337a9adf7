import { deleteEducationRecord, listEducation, submitEducationRecord, updateEducationRecord } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { addEducationRecord, getEducation, removeEducationRecord, replaceEducationRecord } from './service';

export const educationModule: FeatureModule = {
  name: 'education',
  register(app, { database: { db } }) {
    registerEndpoint(app, listEducation, async ({ user }) => ({
      education: await getEducation(db, user.userId),
    }));

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
