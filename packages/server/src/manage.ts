import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { migrationState } from './db/migration-state.ts';
import { HttpError } from './lib/errors.ts';
import { loggableError } from './lib/loggable-error.ts';
import { type Args, commands, UsageError } from './manage/commands.ts';
import { openForCommand } from './manage/open-database.ts';

const HELP = `Usage: npm run manage -- <command> [options]

Commands:
${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(15)} ${c.summary}`)
  .join('\n')}

Each command takes --help. The commands use DATABASE_URL and DATA_DIR like the server, and work
whether the server is running or not (while it runs, they go through it).`;

function describeError(error: unknown): string {
  if (error instanceof HttpError) {
    const fields = Object.entries(error.errors ?? {}).map(
      ([field, messages]) => `  ${field}: ${messages.join(' ')}`,
    );
    return [error.message, ...fields].join('\n');
  }
  const loggable = loggableError(error);
  if (loggable !== error) return (loggable as { message: string }).message;
  return error instanceof Error ? error.message : String(error);
}

/** A command on a database without the current schema stops with one line saying what to run. */
async function requireMigrated(database: Database): Promise<void> {
  const { applied, total } = await migrationState(database.db);
  if (applied >= total) return;
  throw new Error(
    applied === 0
      ? 'The database has not been set up yet: run `npm run manage -- migrate` (or start the server once).'
      : `The database lacks ${total - applied} of ${total} migrations: run \`npm run manage -- migrate\` (or restart the server).`,
  );
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(HELP);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${HELP}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(`Usage: npm run manage -- ${command.usage}\n\n${command.summary}`);
    return 0;
  }
  let args: Args;
  try {
    const parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true });
    args = { values: parsed.values as Args['values'], positionals: parsed.positionals };
    if (args.positionals.length !== (command.positionals ?? 0)) {
      throw new UsageError(`Expected: ${command.usage}`);
    }
  } catch (error) {
    console.error(`${describeError(error)}\nUsage: npm run manage -- ${command.usage}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openForCommand(config, name);
  try {
    if (!command.migrates) await requireMigrated(database);
    console.log(await command.run(database, args, config));
    return 0;
  } catch (error) {
    console.error(describeError(error));
    return error instanceof UsageError || error instanceof HttpError ? 2 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : describeError(error));
    process.exit(1);
  },
);
