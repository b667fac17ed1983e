import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM_PATH } from './support/constants.ts';

const onCi = Boolean(process.env.CI);

/** Browser tests: Debian's Chromium against a real Bora server started on an empty database. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: onCi,
  retries: onCi ? 1 : 0,
  workers: 2,
  // Journeys through bulletins make their own types and bulletins first: on two busy cores they
  // can take longer than half a minute.
  timeout: 60_000,
  // The app loads its texts, schemas and screens as separate chunks: on a busy two-core machine a
  // first screen can take longer than five seconds to settle.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    cwd: '..',
    url: `${BASE_URL}/api/navbar/`,
    reuseExistingServer: false,
    // A first start loads the demo data, a week of bulletins included, through the real workflow.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
