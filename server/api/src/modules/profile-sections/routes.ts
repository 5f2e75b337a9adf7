import type { ProfileSectionKind } from '@careerforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { FeatureModule } from '../../app-services';
import type { Database } from '../../lib/db';
import { registerEndpoint } from '../../lib/http/register-endpoint';
import { pageAnswer, registerListEndpoint } from '../../lib/paging';
import { awardSection, certificationSection, languageSection, projectSection, type SectionDefinition } from './sections';
import { addSectionItem, listSectionItems, removeSectionItem, replaceSectionItem, sectionItemsPage } from './service';

/** The calls of one section: list (whole or a page), add, replace and delete. */
function registerSection<Kind extends ProfileSectionKind, Item, Fields>(
  app: FastifyInstance,
  db: Kysely<Database>,
  section: SectionDefinition<Kind, Item, Fields>,
): void {
  const { endpoints } = section;
  registerListEndpoint(app, { whole: endpoints.list, page: endpoints.page }, {
    whole: async (user) => {
      const items = await listSectionItems(db, user.userId, section);
      // The answer names the list after its kind ({ projects: […] }); TypeScript cannot follow a computed key.
      return { [section.kind]: items } as Record<Kind, Item[]>;
    },
    page: async (user, query) => pageAnswer(section.kind, await sectionItemsPage(db, user.userId, section, query)),
  });

  registerEndpoint(app, endpoints.create, async ({ user, body }) => ({
    success: true,
    record: await addSectionItem(db, user.userId, section, body),
  }));

  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    success: true,
    record: await replaceSectionItem(db, user.userId, section, params.id, body),
  }));

  registerEndpoint(app, endpoints.remove, async ({ user, params }) => {
    await removeSectionItem(db, user.userId, section, params.id);
    return { success: true };
  });
}

export const profileSectionsModule: FeatureModule = {
  name: 'profile-sections',
  register(app, { database: { db } }) {
    registerSection(app, db, projectSection);
    registerSection(app, db, certificationSection);
    registerSection(app, db, languageSection);
    registerSection(app, db, awardSection);
  },
};
