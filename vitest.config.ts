import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** One runner for the unit, API and component tests; the browser tests run under Playwright. */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server:pglite',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.postgres.test.ts'],
          environment: 'node',
          env: { BORA_TEST_DB: 'pglite' },
          globalSetup: ['src/test/template-database.ts'],
          // Test files share their worker's modules instead of importing the server anew each (a
          // tenth of the suite's time); each builds its own app on its own database.
          isolate: false,
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server:postgres',
                root: 'packages/server',
                include: ['src/**/*.test.ts'],
                // Tests of the embedded database alone (its lock, its socket) end in .pglite.test.ts.
                exclude: ['src/**/*.pglite.test.ts'],
                environment: 'node' as const,
                env: { BORA_TEST_DB: 'postgres' },
                globalSetup: ['src/test/template-database.ts'],
                isolate: false,
                testTimeout: 20000,
                hookTimeout: 60000,
              },
            },
          ]
        : []),
      'packages/web/vite.config.ts',
      {
        // Checks of the web app's production build, which `npm test` makes first when it is stale.
        test: {
          name: 'web:build',
          root: 'packages/web',
          include: ['build/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
