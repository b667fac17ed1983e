/**
 * What the property-based tests of the API share: the app on a fresh database with the five
 * personas and one row of each kind, the operations of its OpenAPI document, and a judge of
 * refused requests that also checks they wrote nothing.
 */
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { deliveries } from '../db/schema/distribution.ts';
import { notifications } from '../db/schema/notifications.ts';
import { schema as tables } from '../db/tables.ts';
import { multipartForm, svgOf } from '../features/icons/test-form.ts';
import type { JsonSchema } from './bad-input.ts';
import { makeUser } from './fixtures.ts';
import { createTestApp } from './helper.ts';
import { makePersonas } from './personas.ts';
import { expectNoServerError } from './problems.ts';

export type Operation = {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};

type Bench = { t: Awaited<ReturnType<typeof createTestApp>>; p: Awaited<ReturnType<typeof makePersonas>> };

/** One row of each kind, of the personas' home authority where it has one; the bulletin a draft. */
async function seed({ t, p }: Bench) {
  const staff = p.as.staff;
  const created = async (url: string, body: unknown) => {
    const response = await staff.post(url, body);
    if (response.statusCode !== 201)
      throw new Error(`seeding ${url}: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  const iconSet = await created('/api/icon-sets/', {
    code: 'seed-set',
    name: 'Seed',
    authority_id: p.home.id,
  });
  // The reference set, for the comparison and the suggestions to compare with.
  await created('/api/icon-sets/', { code: 'seed-reference', name: 'Reference', authority_id: null });
  const iconForm = multipartForm({ icon_set_id: iconSet, code: 'seed-sun', name: 'Sun', category: 'sky' }, [
    { field: 'svg', filename: 'sun.svg', content: svgOf() },
  ]);
  const icon = (await staff.request({ method: 'POST', url: '/api/icons/', ...iconForm })).json().id as number;
  const dataType = await created('/api/data-types/', {
    code: 'seed-t',
    name: 'Temperature',
    value_kind: 'number',
    decimals: 0,
  });
  const venue = await created('/api/venues/', {
    code: 'seed-venue',
    name: 'Venue',
    kind: 'city',
    latitude: 45,
    longitude: 12,
    authority_id: p.home.id,
  });
  const bulletinType = await created('/api/bulletin-types/', {
    code: 'seed-bt',
    name: 'Daily',
    authority_id: p.home.id,
    icon_set_id: iconSet,
    horizon_days: 1,
    slots: [{ code: 'am', label: 'Morning', start_hour: 0, end_hour: 12 }],
    data_types: [{ data_type_id: dataType }],
    venue_ids: [venue],
  });
  const bulletin = await created('/api/bulletins/', {
    bulletin_type_id: bulletinType,
    issue_date: '2026-05-04',
  });
  const user = await makeUser(t.db, 'fuzz-target', { memberOf: [{ id: p.home.id, role: 'member' }] });
  const token = await created('/api/users/me/tokens/', { name: 'seed' });
  const webhook = await created(`/api/bulletin-types/${bulletinType}/webhooks/`, {
    url: 'http://127.0.0.1:9/seed-hook',
  });
  const [delivery] = await t.db
    .insert(deliveries)
    .values({
      bulletinId: bulletin,
      bulletinTypeId: bulletinType,
      eventId: 'msg_seed',
      event: 'published',
      channel: 'webhook',
      webhookId: webhook,
      receiver: 'http://127.0.0.1:9/seed-hook',
      state: 'dead',
    })
    .returning({ id: deliveries.id });
  // A notification of the member's, who sends the forms of the routes for anyone signed in.
  const [member] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'p-member'));
  const [notification] = await t.db
    .insert(notifications)
    .values({
      userId: member?.id ?? 0,
      kind: 'missing',
      key: 'seed',
      bulletinTypeId: bulletinType,
      issueDate: '2026-05-04',
      issueTime: '12:00',
    })
    .returning({ id: notifications.id });
  return {
    iconSet,
    icon,
    dataType,
    venue,
    bulletinType,
    bulletin,
    user: user.id,
    token,
    webhook,
    delivery: delivery?.id ?? 0,
    notification: notification?.id ?? 0,
  };
}

/**
 * Every table but two, in one fingerprint: sessions slide their expiry on every request and
 * the sign-in throttle is a counter; neither is data a refused write could leave half-done.
 */
const watched = (Object.values(tables) as unknown[])
  .flatMap((table) => (is(table, PgTable) ? [getTableName(table)] : []))
  .filter((name) => name !== 'sessions' && name !== 'login_throttle');
const fingerprint = sql.raw(
  `select ${watched
    .map((name) => `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from "${name}" t)`)
    .join(' || ')} as state`,
);

/** The app with its personas and seeded rows, its operations, and the judge of refused requests. */
export async function fuzzBench() {
  // No job is worked: a delivery's try would write behind the judge's back.
  const t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' }, { workJobs: false });
  const p = await makePersonas(t.app, t.db);
  const ids = await seed({ t, p });

  /** The row a path's `{id}` names, by the collection it is under. */
  const pathIds: Record<string, number> = {
    '/api/users/me/tokens/': ids.token,
    '/api/users/': ids.user,
    '/api/authorities/': p.home.id,
    '/api/icon-sets/': ids.iconSet,
    '/api/icons/': ids.icon,
    '/api/bulletin-types/': ids.bulletinType,
    '/api/venues/': ids.venue,
    '/api/data-types/': ids.dataType,
    '/api/bulletins/': ids.bulletin,
    '/api/public/bulletins/': ids.bulletin,
    '/api/notifications/': ids.notification,
  };
  /** The row a path's `{code}` names (the public API names rows by code), by the collection it is under. */
  const pathCodes: Record<string, string> = {
    '/api/public/bulletin-types/': 'seed-bt',
    '/api/public/venues/': 'seed-venue',
  };
  /** A path of the document (`{id}`) or of the app (`:id`) with the seeded rows' ids in it. */
  const validPath = (path: string): string => {
    const collection = Object.keys(pathIds).find((prefix) => path.startsWith(prefix)) ?? '';
    const coded = Object.keys(pathCodes).find((prefix) => path.startsWith(prefix)) ?? '';
    return path
      .replace(/\{id\}|:id\b/, String(pathIds[collection]))
      .replace(/\{userId\}|:userId\b/, String(ids.user))
      .replace(/\{code\}|:code\b/, String(pathCodes[coded]))
      .replace(/\{issue_date\}|:issue_date\b/, '2026-05-04')
      .replace(/\{webhook\}|:webhook\b/, String(ids.webhook))
      .replace(/\{delivery\}|:delivery\b/, String(ids.delivery));
  };

  // Read as it is served, without dereferencing: a `$ref` is followed only where a body uses one.
  const openapi = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const operations: Operation[] = Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      ...operation,
    })),
  );

  /** The database as it stands, to compare before and after a refused request. */
  const state = async (): Promise<string> => {
    const result = (await t.db.execute(fingerprint)) as unknown as { rows: { state: string }[] };
    return result.rows[0]?.state ?? '';
  };
  // Requests run one at a time, so the state after one is the state before the next.
  let known: string | undefined;

  /** Sends a request and judges it; a refused one must leave the database as it was. */
  const refusedWithoutWriting = async (
    label: string,
    send: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> => {
    const before = known ?? (await state());
    const response = await send();
    expectNoServerError(label, response);
    known = await state();
    if (response.statusCode >= 400) expect(known, `${label} wrote before it was refused`).toBe(before);
    return response;
  };

  return {
    t,
    p,
    ids,
    validPath,
    operations,
    components: openapi.components?.schemas,
    refusedWithoutWriting,
    close: () => t.close(),
  };
}
