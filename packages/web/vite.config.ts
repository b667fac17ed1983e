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
        // Named chunks: the heavy libraries the first page must do without (zod, popover), so the
        // bundle check can tell that they stay out of it; and the libraries every page runs.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // The libraries every page runs, in one chunk of their own: adding a route or a lazy
            // module no longer moves their code between the entry's chunks (which cost the first
            // page bytes each time), and a deploy that changes only the app leaves them cached.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|i18next-browser-languagedetector|react-toastify|use-sync-external-store|clsx)[\\/]/,
            },
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
