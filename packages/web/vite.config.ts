import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

/** The short commit the bundle was built from; 'dev' outside a git checkout. */
function buildHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

const backend = 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react(), precompress()],
  define: {
    __BUILD_HASH__: JSON.stringify(buildHash()),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    proxy: {
      '/api': backend,
      '/accounts': backend,
    },
  },
  build: {
    // The server's login page finds the app's stylesheet through the manifest.
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The whole suite shares two cores with the server suites: allow for a slow machine.
    testTimeout: 30000,
  },
});
