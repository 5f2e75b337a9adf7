import { ROUTES } from '@careerforge/shared';
import { itKeepsItsQueriesUnder } from '@careerforge/shared/testing';
import { FakeApplicationsServer } from '../test/fakeApplicationsServer';
import { renderApp } from '../test/renderApp';
import { jobsKeys } from './query-keys';

describe("mfe_jobs' query keys", () => {
  itKeepsItsQueriesUnder(jobsKeys.all, [ROUTES.jobsView, ROUTES.jobsSubmit, ROUTES.applications, ROUTES.advice], (path) => {
    new FakeApplicationsServer();
    return renderApp(path);
  });
});
