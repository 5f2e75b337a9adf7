import { deleteAllSkills, deleteSkill, listSkills, submitSkill, updateSkill } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { addSkill, getSkills, removeAllSkills, removeSkill, renameSkill } from './service';

export const skillsModule: FeatureModule = {
  name: 'skills',
  register(app, { database: { db } }) {
    registerEndpoint(app, listSkills, async ({ user }) => ({
      skills: await getSkills(db, user.userId),
    }));

    registerEndpoint(app, submitSkill, async ({ user, body }) => ({
      success: true,
      skill: await addSkill(db, user.userId, body.skill),
    }));

    registerEndpoint(app, updateSkill, async ({ user, params, body }) => ({
      success: true,
      skill: await renameSkill(db, user.userId, params.id, body.skill),
    }));

    registerEndpoint(app, deleteSkill, async ({ user, params }) => {
      await removeSkill(db, user.userId, params.id);
      return { success: true };
    });

    registerEndpoint(app, deleteAllSkills, async ({ user }) => ({
      success: true,
      deleted_count: await removeAllSkills(db, user.userId),
    }));
  },
};
