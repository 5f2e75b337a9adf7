import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The e2e stack runs on its own ports (shell 4000, remotes 4001–4005, API 4100, identity 4200). */
export const BASE_PORT = 4000;
const dataDir = path.join(__dirname, '.data');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${BASE_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/stack.mjs --fresh',
    // The shell answers last, once the identity provider and the API are up.
    url: `http://localhost:${BASE_PORT}/config.json`,
    // Every test signs up its own users from this one machine: the per-address sign-up limit
    // (20 an hour) is for the public, so it is off here.
    env: { BASE_PORT: String(BASE_PORT), DATA_DIR: dataDir, SIGNUP_LIMIT_PER_HOUR: '0' },
    // Reusing would silently test whatever already holds the port.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
