import { deleteAllSkills, deleteSkill, listSkills, listSkillsPage, submitSkill, updateSkill } from '@careerforge/contract';
import type { FeatureModule } from '../../app-services';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import { addSkill, getSkills, getSkillsPage, removeAllSkills, removeSkill, renameSkill } from './service';

export const skillsModule: FeatureModule = {
  name: 'skills',
  register(app, { database: { db } }) {
    registerListEndpoint(app, { whole: listSkills, page: listSkillsPage }, {
      whole: async (user) => ({ skills: await getSkills(db, user.userId) }),
      page: async (user, query) => pageAnswer('skills', await getSkillsPage(db, user.userId, query)),
    });

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
