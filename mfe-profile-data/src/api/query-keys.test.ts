import { ROUTES } from '@careerforge/shared';
import { itKeepsItsQueriesUnder } from '@careerforge/shared/testing';
import { FakeProfileSectionsServer } from '../test/fakeProfileSectionsServer';
import { renderApp } from '../test/renderApp';
import { profileDataKeys } from './query-keys';

describe("mfe_profile_data's query keys", () => {
  // The list pages: the forms that add a record read nothing.
  itKeepsItsQueriesUnder(profileDataKeys.all, [ROUTES.careerView, ROUTES.educationView, ROUTES.skillsView, ROUTES.profileExtras], (path) => {
    new FakeProfileSectionsServer();
    return renderApp(path);
  });
});
