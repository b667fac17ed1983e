import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { webAppBuilt, webDistDir } from '../lib/web-dist.ts';
import { problem, sendProblem } from './problems.ts';

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for every other
 * path that is not a file (history-mode routing). Unknown `/api/` paths answer a JSON 404.
 */
export default fp(async function spa(app: FastifyInstance) {
  const built = webAppBuilt();
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

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
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
  });
});
