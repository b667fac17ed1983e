#!/usr/bin/env node
/**
 * The bench's baseline: a bare Fastify route answering a small JSON object from memory, with no
 * plugins, hooks, sessions or database. Started by `api.bench.mjs` in its own process, so every
 * run measures what the same machine does at best at that moment.
 *
 *   PORT=8791 node bench/bare-server.mjs
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 8791);
const app = Fastify({ logger: false });
const answer = { username: 'admin', name: 'Administrator', is_staff: true, authority: [] };

app.get('/', async () => answer);

await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
