import { ROUTES } from '@careerforge/shared';
import { itKeepsItsQueriesUnder } from '@careerforge/shared/testing';
import { FakeResumesServer } from '../test/fakeResumesServer';
import { renderApp } from '../test/renderApp';
import { resumesKeys } from './query-keys';

describe("mfe_resumes' query keys", () => {
  itKeepsItsQueriesUnder(resumesKeys.all, [ROUTES.resumeUpload], (path) => {
    new FakeResumesServer();
    return renderApp(path);
  });
});
