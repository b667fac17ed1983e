import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { builtIndexHtml, webDistDir } from '../lib/web-dist.ts';
import { openToAnyone } from './access.ts';
import { problem, sendProblem } from './problems.ts';

type SpaOptions = {
  /** The built app's folder; the web package's `dist` unless a test gives its own. */
  root?: string;
};

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for every other
 * path that is not a file (history-mode routing). Unknown `/api/` paths answer a JSON 404.
 * Files are looked up per request, so a rebuild is served without a restart. The build writes
 * brotli and gzip copies of its text files: each answer is the one the browser's
 * `Accept-Encoding` prefers, with `Vary: Accept-Encoding` so a cache keeps them apart.
 */
export default fp(async function spa(app: FastifyInstance, options: SpaOptions) {
  await app.register(async (files) => {
    openToAnyone(files);
    // No file answers under /api/, nor for a name longer than any file system allows (the file
    // lookup would refuse it with a 403): both are simply not found.
    files.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname.split('/').some((part) => part.length > 255)) {
        reply.callNotFound();
        return reply;
      }
    });
    await files.register(fastifyStatic, {
      root: options.root ?? webDistDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  });

  /** The app's page, for `/` and every route of the history-mode router. */
  function sendApp(reply: FastifyReply) {
    const html = builtIndexHtml();
    if (html === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withRuntimeConfig(html, app));
  }

  app.get('/', { schema: { hide: true }, config: { access: 'anyone' } }, async (_request, reply) =>
    sendApp(reply),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return sendProblem(reply, problem(404, `No API resource at ${pathname}.`));
    }
    const lastSegment = pathname.split('/').pop() ?? '';
    const looksLikeFile = lastSegment.includes('.');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || looksLikeFile) {
      return sendProblem(reply, problem(404, `Nothing at ${pathname}.`));
    }
    return sendApp(reply);
  });
});

/** JSON-escapes for a `<script type="application/json">` block (no `</script>` can slip in). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Fills the page's `bora-config` block: the names the footer and About credit, the map tiles, the agency's time zone. */
function withRuntimeConfig(html: string, app: FastifyInstance): string {
  const config = {
    agencyName: app.config.agencyName,
    companyName: app.config.companyName,
    tileUrl: app.config.tileUrl,
    tileAttribution: app.config.tileAttribution,
    timeZone: app.config.timeZone,
  };
  return html.replace(
    /(<script id="bora-config" type="application\/json">)[\s\S]*?(<\/script>)/,
    (_match, open: string, close: string) => `${open}${scriptJson(config)}${close}`,
  );
}
