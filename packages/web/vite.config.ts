import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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
const hash = buildHash();

/** Writes the build hash into index.html, where the server's own pages (sign-in) read it for their footer. */
const buildHashMeta: Plugin = {
  name: 'bora-build-hash',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'bora-build', content: hash }, injectTo: 'head' }],
};

export default defineConfig({
  plugins: [react(), buildHashMeta, precompress()],
  define: {
    __BUILD_HASH__: JSON.stringify(hash),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    proxy: {
      '/api': backend,
      '/accounts': backend,
    },
  },
  build: {
    // The server's login page finds the app's stylesheet through the manifest; the bundle check
    // reads it too.
    manifest: true,
    rolldownOptions: {
      output: {
        // Named chunks for the heavy libraries the first page must do without, so the bundle
        // check can tell that they stay out of it.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            { name: 'popover', test: /[\\/]node_modules[\\/](bootstrap|@popperjs)[\\/]/ },
          ],
        },
      },
    },
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
