import { ROUTES } from '@careerforge/shared';
import { itKeepsItsQueriesUnder } from '@careerforge/shared/testing';
import { FakeGenerationServer } from '../test/fakeGenerationServer';
import { renderApp } from '../test/renderApp';
import { generationKeys } from './query-keys';

describe("mfe_generation's query keys", () => {
  itKeepsItsQueriesUnder(generationKeys.all, [ROUTES.resumeGenerate, ROUTES.generatedResumes], (path) => {
    new FakeGenerationServer();
    return renderApp(path);
  });
});
