import { deleteAllSkills, deleteSkill, listSkills, submitSkill, updateSkill } from '@careerforge/contract';
import { registerEndpoint, type FeatureRoutes } from '../../lib/routes';
import { skillQueries } from './queries';
import { addSkill, removeSkill, renameSkill } from './service';

export const skillRoutes: FeatureRoutes = (app, { db }) => {
  registerEndpoint(app, listSkills, async ({ user }) => ({
    skills: await skillQueries(db, user.userId).list(),
  }));

  registerEndpoint(app, submitSkill, async ({ user, body }) => ({
    success: true,
    skill: await addSkill(skillQueries(db, user.userId), body.skill),
  }));

  registerEndpoint(app, updateSkill, async ({ user, params, body }) => ({
    success: true,
    skill: await renameSkill(skillQueries(db, user.userId), params.id, body.skill),
  }));

  registerEndpoint(app, deleteSkill, async ({ user, params }) => {
    await removeSkill(skillQueries(db, user.userId), params.id);
    return { success: true };
  });

  registerEndpoint(app, deleteAllSkills, async ({ user }) => ({
    success: true,
    deleted_count: await skillQueries(db, user.userId).removeAll(),
  }));
};
