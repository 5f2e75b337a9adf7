import { ROUTES } from '@careerforge/shared';
import { itKeepsItsQueriesUnder } from '@careerforge/shared/testing';
import { FakeProfileDataServer } from '../test/fakeProfileDataServer';
import { renderApp } from '../test/renderApp';
import { profileDataKeys } from './query-keys';

describe("mfe_profile_data's query keys", () => {
  // The list pages: the forms that add a record read nothing.
  itKeepsItsQueriesUnder(profileDataKeys.all, [ROUTES.careerView, ROUTES.educationView, ROUTES.skillsView], (path) => {
    new FakeProfileDataServer();
    return renderApp(path);
  });
});
