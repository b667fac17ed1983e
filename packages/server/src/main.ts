import type { PgliteShare } from './db/pglite-share.ts';
import { refuseUnsupportedNode } from './node-version.mjs';

// Before the modules below load: on an older Node.js one of them could fail without saying why.
refuseUnsupportedNode();
const { buildApp } = await import('./app.ts');
const { prepareDatabase } = await import('./bootstrap.ts');
const { ConfigError, loadConfig } = await import('./config.ts');
const { openConfigured, pgliteSocketPath } = await import('./db/client.ts');
const { describeHolder } = await import('./db/embedded-lock.ts');
const { sharePglite } = await import('./db/pglite-share.ts');
const { startPdfThread } = await import('./lib/typst/pdf-compiler.ts');
const { countries } = await import('./features/documents/pdf-map.ts');
const { keepSums } = await import('./features/verification/score-sums.ts');

async function main() {
  const config = loadConfig();
  const database = await openConfigured(config, {
    onWait: (holder) =>
      console.error(`Waiting for ${describeHolder(holder)} to finish with ${config.dataDir}…`),
  });
  const events = await database.openEvents();
  const app = await buildApp({
    config,
    db: database.db,
    events,
    logger: {
      level: config.logLevel,
      // Readable lines in a terminal; JSON lines for log collectors.
      ...(process.stdout.isTTY
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
  });
  await prepareDatabase(database, config, app.log);

  // Share the embedded database with `npm run manage` while the server holds it.
  let share: PgliteShare | undefined;
  if (database.pglite) {
    share = await sharePglite(database.pglite, pgliteSocketPath(config.dataDir), events);
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await share?.close();
    await events.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Ready before the first download: Typst's thread and the map's coastlines.
  startPdfThread();
  countries();
  // What was published or observed while no server ran (the demo's season, on a first start) is
  // summed for the verification scores now, in the background, rather than by their first reader.
  keepSums(database.db)
    .then((summed) => summed && app.log.info({ summed }, 'verification sums kept'))
    .catch((error: unknown) => app.log.warn({ err: error }, 'verification sums: will be summed when read'));
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(
    `Bora is running at http://${shownHost}:${config.port}/ on ${config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Bora could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
