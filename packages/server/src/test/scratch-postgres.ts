import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * A new database next to TEST_DATABASE_URL's (`<prefix>_<random>`), empty or a copy of
 * `template`: its name, its URL, and how to drop it.
 */
export async function scratchPostgresDatabase(
  template?: string,
  prefix = 'bora_test',
): Promise<ScratchDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('a PostgreSQL test needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    name,
    url: own.toString(),
    drop: () => onServer(url, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
