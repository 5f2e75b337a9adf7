import { defineConfig } from '@playwright/test';
import e2eConfig from './playwright.config';

/**
 * The journey of e2e/cluster/ against a running cluster: scripts/cluster-test.mjs (`npm run
 * test:cluster`) starts it and sets CLUSTER_URL, its one origin, and CLUSTER_STATE, the file naming
 * its instances.
 */
const clusterUrl = process.env.CLUSTER_URL;
if (!clusterUrl) throw new Error('CLUSTER_URL is not set: run the cluster journey with npm run test:cluster.');

export default defineConfig({
  ...e2eConfig,
  testDir: './cluster',
  // Sign-up to application in one test, with instances killed on the way.
  timeout: 300_000,
  // Eleven services share the machine with the browser: a first upload's extraction or a
  // generation can take well over the suite's usual 10 s there.
  expect: { timeout: 30_000 },
  webServer: undefined,
  use: { ...e2eConfig.use, baseURL: clusterUrl },
});
