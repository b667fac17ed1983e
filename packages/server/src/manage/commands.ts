import { readFileSync, writeFileSync } from 'node:fs';
import { type MembershipRole, membershipRoleSchema } from '@bora/shared/authority';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { findUserByUsername, upsertMembership } from '../core/users.ts';
import type { Database } from '../db/client.ts';
import { authorities } from '../db/schema/authorities.ts';
import { describeDemo, loadDemo } from '../demo/load-demo.ts';
import { createUser, setPassword } from '../features/users/service.ts';
import { migrateDatabase } from '../migrate.ts';
import { exportDatabase, importDatabase } from './dump.ts';
import { UsageError } from './usage-error.ts';

export { UsageError };

export type Command = {
  summary: string;
  usage: string;
  options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;
  positionals?: number;
  /** The command applies the migrations itself; the others refuse a database that lacks them. */
  migrates?: boolean;
  /** `config`: the settings the command runs with (the agency's time zone for the demo bulletins). */
  run(database: Database, args: Args, config?: Pick<Config, 'timeZone'>): Promise<string>;
};

export type Args = { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] };

function required(args: Args, name: string): string {
  const value = args.values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required.`);
  return value;
}

function parseMembership(spec: string): { code: string; role: MembershipRole } {
  const [code, role = 'member', ...rest] = spec.split(':');
  const parsedRole = membershipRoleSchema.safeParse(role);
  if (!code || rest.length || !parsedRole.success) {
    throw new UsageError(`--authority takes CODE or CODE:manager (or CODE:member), not "${spec}".`);
  }
  return { code, role: parsedRole.data };
}

export const commands: Record<string, Command> = {
  migrate: {
    summary: 'Apply the database migrations that have not been applied yet.',
    usage: 'migrate',
    options: {},
    migrates: true,
    async run(database) {
      await migrateDatabase(database);
      return 'Migrations applied.';
    },
  },
  createuser: {
    summary: 'Create a user, optionally staff and member or manager of authorities.',
    usage:
      'createuser --username U --password P [--name N] [--email E] [--staff] [--authority CODE[:manager]]…',
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      staff: { type: 'boolean' },
      authority: { type: 'string', multiple: true },
    },
    async run(database, args) {
      const username = required(args, 'username');
      const password = required(args, 'password');
      const wanted = ((args.values.authority as string[] | undefined) ?? []).map(parseMembership);
      const db = database.db;
      const found = await Promise.all(
        wanted.map(async (m) => {
          const [row] = await db.select().from(authorities).where(eq(authorities.code, m.code)).limit(1);
          if (!row) throw new UsageError(`No authority with code "${m.code}".`);
          return { id: row.id, role: m.role };
        }),
      );
      const user = await createUser(
        db,
        {
          username,
          password,
          name: (args.values.name as string | undefined) ?? '',
          email: (args.values.email as string | undefined) ?? '',
          isStaff: args.values.staff === true,
        },
        null,
      );
      for (const m of found) await upsertMembership(db, user.id, m.id, m.role);
      return `Created user "${user.username}"${user.isStaff ? ' (staff)' : ''}.`;
    },
  },
  changepassword: {
    summary: "Set a user's password; the user's sessions end and their API keys are revoked.",
    usage: 'changepassword --username U --password P',
    options: { username: { type: 'string' }, password: { type: 'string' } },
    async run(database, args) {
      const username = required(args, 'username');
      const user = await findUserByUsername(database.db, username);
      if (!user) throw new UsageError(`No user named "${username}".`);
      await setPassword(database.db, user.id, required(args, 'password'), null, {
        keepSessionId: null,
        revokeApiKeys: true,
      });
      return `Password changed for "${user.username}".`;
    },
  },
  loaddemo: {
    summary: 'Load the demo data (adds only what is missing).',
    usage: 'loaddemo',
    options: {},
    migrates: true,
    async run(database, _args, config) {
      await migrateDatabase(database);
      const result = await loadDemo(database.db, { timeZone: config?.timeZone });
      return `Demo data loaded: ${describeDemo(result)}.`;
    },
  },
  export: {
    summary: 'Write the whole database as JSON to FILE (for backups and moves).',
    usage: 'export FILE',
    options: {},
    positionals: 1,
    async run(database, args) {
      const file = args.positionals[0] ?? '';
      const dump = await exportDatabase(database.db);
      writeFileSync(file, JSON.stringify(dump));
      const rows = Object.values(dump.tables).reduce((n, t) => n + t.length, 0);
      return `Exported ${rows} rows to ${file}.`;
    },
  },
  import: {
    summary: 'Load a JSON export into an empty database.',
    usage: 'import FILE',
    options: {},
    positionals: 1,
    migrates: true,
    async run(database, args) {
      const file = args.positionals[0] ?? '';
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        throw new UsageError(`Cannot read ${file}.`);
      }
      await migrateDatabase(database);
      const rows = await importDatabase(database.db, text);
      return `Imported ${rows} rows from ${file}.`;
    },
  },
};
