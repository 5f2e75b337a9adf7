import { ROUTES } from '@careerforge/shared';
import { itKeepsItsQueriesUnder } from '@careerforge/shared/testing';
import { FakePreferencesServer } from '../test/fakePreferencesServer';
import { renderPreferences } from '../test/renderApp';
import { preferencesKeys } from './query-keys';

describe("mfe_preferences' query keys", () => {
  itKeepsItsQueriesUnder(preferencesKeys.all, [ROUTES.preferences], () => {
    new FakePreferencesServer();
    return renderPreferences();
  });
});
