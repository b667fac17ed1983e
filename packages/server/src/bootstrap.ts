import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { describeDemo, generatedPassword, loadDemo } from './demo/load-demo.ts';
import { countUsers } from './features/users/repository.ts';
import { createUser } from './features/users/service.ts';
import { migrateDatabase } from './migrate.ts';

export type Logger = { info(message: string): void; warn(message: string): void };

/**
 * Migrates, and on an empty database creates the `admin` staff account (password from
 * ADMIN_PASSWORD, or generated and printed once) and, when DEMO_DATA says so, loads the demo data.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'adminPassword' | 'demoData'> & Partial<Pick<Config, 'timeZone'>>,
  log: Logger,
): Promise<void> {
  await migrateDatabase(database);
  if ((await countUsers(database.db)) > 0) return;
  const password = config.adminPassword ?? generatedPassword();
  await createUser(database.db, { username: 'admin', password, name: 'Administrator', isStaff: true }, null);
  if (config.demoData) {
    const demo = await loadDemo(database.db, { timeZone: config.timeZone });
    log.info(`Empty database: loaded the demo data (${describeDemo(demo)}); DEMO_DATA=false leaves it out.`);
  } else {
    log.info(
      'Empty database: no demo data loaded (DEMO_DATA=false, the default on PostgreSQL); ' +
        '`npm run manage -- loaddemo` loads it.',
    );
  }
  if (config.adminPassword) {
    log.info('Created the staff account "admin" with the password from ADMIN_PASSWORD.');
  } else {
    log.warn(`Created the staff account "admin" with the password: ${password}  (shown only this once)`);
  }
}
