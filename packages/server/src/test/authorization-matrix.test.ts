import { ROUTE_ACCESS } from '@bora/shared/permissions';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppBuilt } from '../lib/web-dist.ts';
import { createTestApp } from './helper.ts';
import { MatrixFixtures } from './matrix-fixtures.ts';
import { makePersonas, PERSONAS, type Persona } from './personas.ts';
import type { Browser } from './sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let fx: MatrixFixtures;

type Call = Omit<InjectOptions, 'url'> & { url: string };
type Case = {
  /** Expected status for anonymous, member, manager of another authority, manager, staff. */
  expect: [number, number, number, number, number];
  /** The request, built afresh for each persona (a new object for whatever it changes). */
  call?: (persona: Persona, browser: Browser) => Promise<Call> | Call;
  /** Use a new session of the persona (the request ends or changes its session). */
  freshSession?: true;
  /** The answer is an endless stream (server-sent events): its status is checked, then it is closed. */
  stream?: true;
};

const ALL_200: Case['expect'] = [200, 200, 200, 200, 200];
const STAFF = (ok: number): Case['expect'] => [401, 403, 403, 403, ok];
const MANAGER = (ok: number): Case['expect'] => [401, 403, 403, ok, ok];
const SIGNED_IN = (ok: number): Case['expect'] => [401, ok, ok, ok, ok];
/** The app's page: served once the web app is built, 503 before. */
const APP_PAGE = webAppBuilt() ? 200 : 503;

const get = (url: string): Call => ({ method: 'GET', url });
const json = (method: string, url: string, payload: unknown): Call => ({
  method,
  url,
  payload: payload as InjectOptions['payload'],
});
const form = (method: string, url: string, body: { payload: Buffer; headers: Record<string, string> }) => ({
  method,
  url,
  ...body,
});

/**
 * Every route of the app, with the status each of the five people of DESIGN §4 gets. A route
 * missing here, or listed here but not in the app, fails the suite.
 */
const MATRIX: Record<string, Case> = {
  'GET /': { expect: [APP_PAGE, APP_PAGE, APP_PAGE, APP_PAGE, APP_PAGE] },
  'GET /*': { expect: [404, 404, 404, 404, 404], call: () => get('/assets/no-such-chunk.js') },
  'GET /accounts/login/': { expect: ALL_200 },
  'POST /accounts/login/': {
    expect: [400, 400, 400, 400, 400],
    call: (_persona, browser) => ({
      method: 'POST',
      url: '/accounts/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: 'nobody-at-all',
        password: 'wrong-password',
        csrfmiddlewaretoken: browser.jar.csrftoken ?? '',
      }).toString(),
    }),
    freshSession: true,
  },
  'GET /accounts/logout/': { expect: [303, 200, 200, 200, 200] },
  'POST /accounts/logout/': {
    expect: [303, 303, 303, 303, 303],
    call: () => json('POST', '/accounts/logout/', {}),
    freshSession: true,
  },

  'GET /api/schema/': { expect: ALL_200 },
  'GET /api/docs/': { expect: ALL_200 },
  'GET /api/docs/json': { expect: ALL_200 },
  'GET /api/docs/yaml': { expect: ALL_200 },
  'GET /api/docs/static/index.html': { expect: [302, 302, 302, 302, 302] },
  'GET /api/docs/static/swagger-initializer.js': { expect: ALL_200 },
  'GET /api/docs/static/*': { expect: ALL_200, call: () => get('/api/docs/static/swagger-ui.css') },
  'GET /api/navbar/': { expect: ALL_200 },
  'GET /api/footer_navbar/': { expect: ALL_200 },

  'GET /api/users/me/': { expect: SIGNED_IN(200) },
  'POST /api/users/me/password/': {
    expect: SIGNED_IN(400),
    call: () =>
      json('POST', '/api/users/me/password/', { old_password: 'not-it', new_password: 'a-New-passw0rd!' }),
    freshSession: true,
  },
  'GET /api/users/me/tokens/': { expect: SIGNED_IN(200) },
  'POST /api/users/me/tokens/': {
    expect: SIGNED_IN(201),
    call: () => json('POST', '/api/users/me/tokens/', { name: fx.code('key') }),
  },
  'DELETE /api/users/me/tokens/:id/': {
    expect: SIGNED_IN(204),
    call: async (persona, browser) =>
      json(
        'DELETE',
        `/api/users/me/tokens/${persona === 'anonymous' ? 1 : await fx.ownToken(browser)}/`,
        undefined,
      ),
  },
  'GET /api/users/': { expect: STAFF(200) },
  'POST /api/users/': {
    expect: STAFF(201),
    call: () => json('POST', '/api/users/', { username: fx.code('new-user'), password: 'a-New-passw0rd!' }),
  },
  'GET /api/users/:id/': { expect: STAFF(200), call: async () => get(`/api/users/${(await fx.user()).id}/`) },
  'PATCH /api/users/:id/': {
    expect: STAFF(200),
    call: async () => json('PATCH', `/api/users/${(await fx.user()).id}/`, { name: 'Renamed' }),
  },
  'POST /api/users/:id/password/': {
    expect: STAFF(204),
    call: async () =>
      json('POST', `/api/users/${(await fx.user()).id}/password/`, { password: 'a-New-passw0rd!' }),
  },
  'PUT /api/users/:id/memberships/': {
    expect: STAFF(200),
    call: async () =>
      json('PUT', `/api/users/${(await fx.user()).id}/memberships/`, [
        { authority_id: p.home.id, role: 'member' },
      ]),
  },
  'GET /api/users/:id/history/': {
    expect: STAFF(200),
    call: async () => get(`/api/users/${(await fx.user()).id}/history/`),
  },

  'GET /api/authorities/': { expect: ALL_200 },
  'POST /api/authorities/': {
    expect: STAFF(201),
    call: () => json('POST', '/api/authorities/', fx.authorityBody()),
  },
  'GET /api/authorities/:id/': { expect: ALL_200, call: () => get(`/api/authorities/${p.home.id}/`) },
  'PUT /api/authorities/:id/': {
    expect: STAFF(200),
    call: async () => {
      const id = await fx.authority();
      return json('PUT', `/api/authorities/${id}/`, fx.authorityBody());
    },
  },
  'PATCH /api/authorities/:id/': {
    expect: STAFF(200),
    call: async () => json('PATCH', `/api/authorities/${await fx.authority()}/`, { short_name: 'Short' }),
  },
  'GET /api/authorities/:id/delete-check/': {
    expect: STAFF(200),
    call: () => get(`/api/authorities/${p.home.id}/delete-check/`),
  },
  'DELETE /api/authorities/:id/': {
    expect: STAFF(204),
    call: async () => json('DELETE', `/api/authorities/${await fx.authority()}/`, undefined),
  },
  'GET /api/authorities/:id/history/': {
    expect: ALL_200,
    call: () => get(`/api/authorities/${p.home.id}/history/`),
  },
  'GET /api/authorities/:id/logo/': {
    expect: ALL_200,
    call: () => get(`/api/authorities/${p.home.id}/logo/`),
  },
  'PUT /api/authorities/:id/logo/': {
    expect: STAFF(200),
    call: async () => form('PUT', `/api/authorities/${await fx.authority()}/logo/`, fx.logoForm()),
  },
  'DELETE /api/authorities/:id/logo/': {
    expect: STAFF(204),
    call: async () => json('DELETE', `/api/authorities/${await fx.authority()}/logo/`, undefined),
  },
  'GET /api/authorities/:id/members/': {
    expect: [401, 200, 403, 200, 200],
    call: () => get(`/api/authorities/${p.home.id}/members/`),
  },
  'POST /api/authorities/:id/members/': {
    expect: STAFF(200),
    call: async () =>
      json('POST', `/api/authorities/${p.home.id}/members/`, {
        username: (await fx.user()).username,
        role: 'member',
      }),
  },
  'PATCH /api/authorities/:id/members/:userId/': {
    expect: STAFF(200),
    call: async () =>
      json('PATCH', `/api/authorities/${p.home.id}/members/${await fx.homeMember()}/`, { role: 'manager' }),
  },
  'DELETE /api/authorities/:id/members/:userId/': {
    expect: STAFF(204),
    call: async () =>
      json('DELETE', `/api/authorities/${p.home.id}/members/${await fx.homeMember()}/`, undefined),
  },

  'GET /api/venues/': { expect: ALL_200 },
  'GET /api/venues/export.csv': { expect: ALL_200 },
  'POST /api/venues/import/': {
    expect: [401, 403, 200, 200, 200],
    call: () => form('POST', '/api/venues/import/', fx.venueCsv()),
  },
  'POST /api/venues/': {
    expect: [401, 403, 403, 201, 201],
    call: () => json('POST', '/api/venues/', fx.venueBody()),
  },
  'GET /api/venues/:id/': { expect: ALL_200, call: async () => get(`/api/venues/${await fx.venue()}/`) },
  'PUT /api/venues/:id/': {
    expect: MANAGER(200),
    call: async () => json('PUT', `/api/venues/${await fx.venue()}/`, fx.venueBody()),
  },
  'PATCH /api/venues/:id/': {
    expect: MANAGER(200),
    call: async () => json('PATCH', `/api/venues/${await fx.venue()}/`, { notes: 'Changed' }),
  },
  'GET /api/venues/:id/delete-check/': {
    expect: MANAGER(200),
    call: async () => get(`/api/venues/${await fx.venue()}/delete-check/`),
  },
  'DELETE /api/venues/:id/': {
    expect: MANAGER(204),
    call: async () => json('DELETE', `/api/venues/${await fx.venue()}/`, undefined),
  },
  'GET /api/venues/:id/history/': {
    expect: ALL_200,
    call: async () => get(`/api/venues/${await fx.venue()}/history/`),
  },

  'GET /api/data-types/': { expect: ALL_200 },
  'POST /api/data-types/': {
    expect: STAFF(201),
    call: () => json('POST', '/api/data-types/', fx.dataTypeBody()),
  },
  'GET /api/data-types/:id/': {
    expect: ALL_200,
    call: async () => get(`/api/data-types/${await fx.dataType()}/`),
  },
  'PUT /api/data-types/:id/': {
    expect: STAFF(200),
    call: async () => json('PUT', `/api/data-types/${await fx.dataType()}/`, fx.dataTypeBody()),
  },
  'PATCH /api/data-types/:id/': {
    expect: STAFF(200),
    call: async () => json('PATCH', `/api/data-types/${await fx.dataType()}/`, { name: 'Renamed' }),
  },
  'GET /api/data-types/:id/delete-check/': {
    expect: STAFF(200),
    call: async () => get(`/api/data-types/${await fx.dataType()}/delete-check/`),
  },
  'DELETE /api/data-types/:id/': {
    expect: STAFF(204),
    call: async () => json('DELETE', `/api/data-types/${await fx.dataType()}/`, undefined),
  },
  'GET /api/data-types/:id/history/': {
    expect: ALL_200,
    call: async () => get(`/api/data-types/${await fx.dataType()}/history/`),
  },

  'GET /api/icon-sets/': { expect: ALL_200 },
  'POST /api/icon-sets/': {
    expect: [401, 403, 403, 201, 201],
    call: () => json('POST', '/api/icon-sets/', fx.iconSetBody()),
  },
  'GET /api/icon-sets/:id/': {
    expect: ALL_200,
    call: async () => get(`/api/icon-sets/${await fx.iconSet()}/`),
  },
  'PUT /api/icon-sets/:id/': {
    expect: MANAGER(200),
    call: async () => json('PUT', `/api/icon-sets/${await fx.iconSet()}/`, fx.iconSetBody()),
  },
  'PATCH /api/icon-sets/:id/': {
    expect: MANAGER(200),
    call: async () => json('PATCH', `/api/icon-sets/${await fx.iconSet()}/`, { name: 'Renamed' }),
  },
  'GET /api/icon-sets/:id/delete-check/': {
    expect: MANAGER(200),
    call: async () => get(`/api/icon-sets/${await fx.iconSet()}/delete-check/`),
  },
  'DELETE /api/icon-sets/:id/': {
    expect: MANAGER(204),
    call: async () => json('DELETE', `/api/icon-sets/${await fx.iconSet()}/`, undefined),
  },
  'GET /api/icon-sets/:id/history/': {
    expect: ALL_200,
    call: async () => get(`/api/icon-sets/${await fx.iconSet()}/history/`),
  },

  'GET /api/icon-sets/compare/': {
    expect: ALL_200,
    call: async () => get(`/api/icon-sets/compare/?sets=${await fx.referenceSet()},${await fx.iconSet()}`),
  },
  'GET /api/icon-sets/compare.csv': {
    expect: ALL_200,
    call: async () => get(`/api/icon-sets/compare.csv?sets=${await fx.referenceSet()},${await fx.iconSet()}`),
  },
  'GET /api/icon-sets/compare.pdf': {
    expect: ALL_200,
    call: async () => get(`/api/icon-sets/compare.pdf?sets=${await fx.referenceSet()},${await fx.iconSet()}`),
  },
  'GET /api/icon-sets/:id/suggestions/': {
    expect: ALL_200,
    call: async () => {
      await fx.referenceSet();
      return get(`/api/icon-sets/${await fx.iconSet()}/suggestions/`);
    },
  },
  'POST /api/icon-sets/:id/suggestions/accept/': {
    expect: MANAGER(200),
    call: async () => {
      await fx.referenceSet();
      return json('POST', `/api/icon-sets/${await fx.iconSet()}/suggestions/accept/`, { min_score: 0.5 });
    },
  },
  'GET /api/icons/:id/difference/': {
    expect: ALL_200,
    call: async () => get(`/api/icons/${await fx.icon()}/difference/?to=${await fx.icon()}`),
  },

  'GET /api/icons/': { expect: ALL_200 },
  'POST /api/icons/': {
    expect: [401, 403, 403, 201, 201],
    call: async () => form('POST', '/api/icons/', fx.iconForm(await fx.iconSet())),
  },
  'POST /api/icons/bulk/': {
    expect: [401, 403, 403, 200, 200],
    call: async () => {
      const set = await fx.iconSet();
      return form('POST', '/api/icons/bulk/', fx.iconForm(set, undefined));
    },
  },
  'GET /api/icons/:id/': { expect: ALL_200, call: async () => get(`/api/icons/${await fx.icon()}/`) },
  'PUT /api/icons/:id/': {
    expect: MANAGER(200),
    call: async () => {
      const set = await fx.iconSet();
      const id = await fx.icon(set);
      return json('PUT', `/api/icons/${id}/`, {
        icon_set_id: set,
        code: fx.code('icon'),
        name: 'Icon',
        category: 'sky',
      });
    },
  },
  'PATCH /api/icons/:id/': {
    expect: MANAGER(200),
    call: async () => json('PATCH', `/api/icons/${await fx.icon()}/`, { name: 'Renamed' }),
  },
  'DELETE /api/icons/:id/': {
    expect: MANAGER(204),
    call: async () => json('DELETE', `/api/icons/${await fx.icon()}/`, undefined),
  },
  'GET /api/icons/:id/svg/': { expect: ALL_200, call: async () => get(`/api/icons/${await fx.icon()}/svg/`) },
  'PUT /api/icons/:id/svg/': {
    expect: MANAGER(200),
    call: async () => {
      const set = await fx.iconSet();
      return form('PUT', `/api/icons/${await fx.icon(set)}/svg/`, fx.iconForm(set));
    },
  },
  'GET /api/icons/:id/history/': {
    expect: ALL_200,
    call: async () => get(`/api/icons/${await fx.icon()}/history/`),
  },

  'GET /api/bulletins/': { expect: ALL_200 },
  // A visitor is told that nothing waits for them.
  'GET /api/bulletins/waiting-count/': { expect: ALL_200 },
  'POST /api/bulletins/': {
    expect: [401, 201, 403, 201, 201],
    call: async () =>
      json('POST', '/api/bulletins/', {
        bulletin_type_id: await fx.bulletinType(),
        issue_date: '2026-05-04',
      }),
  },
  // What a new bulletin can be copied from is asked by who may create it.
  'GET /api/bulletins/copy-sources/': {
    expect: [401, 200, 403, 200, 200],
    call: async () =>
      get(`/api/bulletins/copy-sources/?bulletin_type=${await fx.bulletinType()}&issue_date=2026-05-05`),
  },
  // A draft is hidden from whoever may not see it: as missing as one that never was.
  'GET /api/bulletins/:id/': {
    expect: [404, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/`),
  },
  'GET /api/bulletins/:id/observations/': {
    expect: [404, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/observations/`),
  },
  'GET /api/bulletins/:id/check/': {
    expect: [404, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/check/`),
  },
  'GET /api/bulletins/:id/export.csv': {
    expect: [404, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/export.csv`),
  },
  'GET /api/bulletins/:id/export.pdf': {
    expect: [404, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/export.pdf`),
  },
  'GET /api/bulletins/:id/export.json': {
    expect: [404, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/export.json`),
  },
  'GET /api/bulletins/:id/live/': {
    expect: [404, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/live/`),
    stream: true,
  },
  'POST /api/bulletins/:id/import/': {
    expect: [401, 200, 404, 200, 200],
    call: async () => {
      const { id, form: file } = await fx.valuesFile();
      return form('POST', `/api/bulletins/${id}/import/`, file);
    },
  },
  'GET /api/bulletins/:id/import-template.csv': {
    expect: [401, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/import-template.csv`),
  },
  'GET /api/bulletins/:id/import-template.xlsx': {
    expect: [401, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/import-template.xlsx`),
  },
  'PATCH /api/bulletins/:id/values/': {
    expect: [401, 200, 404, 200, 200],
    call: async () => {
      const { id, cell, revision } = await fx.readyDraft();
      return {
        ...json('PATCH', `/api/bulletins/${id}/values/`, { changes: [{ ...cell, value: 7 }] }),
        headers: { 'if-match': `"${revision}"` },
      };
    },
  },
  'PUT /api/bulletins/:id/texts/': {
    expect: [401, 200, 404, 200, 200],
    call: async () => {
      const { id, revision } = await fx.readyDraft();
      const texts = [{ language: 'it', title: 'Nuovo titolo', synopsis: 'Nuvoloso.' }];
      return {
        ...json('PUT', `/api/bulletins/${id}/texts/`, { texts }),
        headers: { 'if-match': `"${revision}"` },
      };
    },
  },
  // A draft never submitted, discarded by whoever writes it; another authority does not see it.
  'DELETE /api/bulletins/:id/': {
    expect: [401, 204, 404, 204, 204],
    call: async () => {
      const { id, revision } = await fx.readyDraft();
      return {
        ...json('DELETE', `/api/bulletins/${id}/`, undefined),
        headers: { 'if-match': `"${revision}"` },
      };
    },
  },
  'POST /api/bulletins/:id/submit/': {
    expect: [401, 200, 404, 200, 200],
    call: async () => json('POST', `/api/bulletins/${(await fx.readyDraft()).id}/submit/`, {}),
  },
  'POST /api/bulletins/:id/return/': {
    expect: [401, 403, 404, 200, 200],
    call: async () =>
      json('POST', `/api/bulletins/${await fx.bulletinAfter('submit')}/return/`, { comment: 'Redo.' }),
  },
  'POST /api/bulletins/:id/publish/': {
    expect: [401, 403, 404, 200, 200],
    call: async () => json('POST', `/api/bulletins/${await fx.bulletinAfter('submit')}/publish/`, {}),
  },
  // Published public bulletins are seen by all: who may not act on one is refused, not left guessing.
  'POST /api/bulletins/:id/withdraw/': {
    expect: [401, 403, 403, 200, 200],
    call: async () =>
      json('POST', `/api/bulletins/${await fx.bulletinAfter('submit', 'publish')}/withdraw/`, {
        comment: 'Error.',
      }),
  },
  'POST /api/bulletins/:id/correct/': {
    expect: [401, 201, 403, 201, 201],
    call: async () =>
      json('POST', `/api/bulletins/${await fx.bulletinAfter('submit', 'publish')}/correct/`, {}),
  },
  'GET /api/bulletins/:id/history/': {
    expect: [404, 200, 404, 200, 200],
    call: async () => get(`/api/bulletins/${await fx.draftBulletin()}/history/`),
  },
  'GET /api/bulletins/:id/diff/': {
    expect: [404, 200, 404, 200, 200],
    call: async () => {
      const id = await fx.draftBulletin();
      return get(`/api/bulletins/${id}/diff/?against=${id}`);
    },
  },
  // The public API reads no credential: everyone is anyone.
  // E-mail subscriptions are the public's: an address, or the token of a link e-mailed to it.
  'POST /api/public/subscriptions/': {
    expect: [202, 202, 202, 202, 202],
    call: async () =>
      // Several types at once, as the subscription page asks (the single `bulletin_type` is the
      // first clients'; subscriptions.test.ts covers both).
      json('POST', '/api/public/subscriptions/', {
        email: `${fx.code('reader')}@example.org`,
        bulletin_types: [(await fx.publishedCodes()).type],
      }),
  },
  'POST /api/public/subscriptions/confirm/': {
    expect: ALL_200,
    call: async () =>
      json('POST', '/api/public/subscriptions/confirm/', { token: await fx.subscriptionToken('confirm') }),
  },
  'POST /api/public/subscriptions/unsubscribe/': {
    expect: ALL_200,
    call: async () =>
      json('POST', '/api/public/subscriptions/unsubscribe/', {
        token: await fx.subscriptionToken('unsubscribe'),
      }),
  },
  'GET /api/public/bulletins/': { expect: ALL_200 },
  'GET /api/public/bulletins/:id/': {
    expect: ALL_200,
    call: async () => get(`/api/public/bulletins/${await fx.bulletinAfter('submit', 'publish')}/`),
  },
  'GET /api/public/bulletins/:id/export.pdf': {
    expect: ALL_200,
    call: async () => get(`/api/public/bulletins/${await fx.bulletinAfter('submit', 'publish')}/export.pdf`),
  },
  'GET /api/public/bulletin-types/': { expect: ALL_200 },
  'GET /api/public/bulletin-types/:code/latest/': {
    expect: ALL_200,
    call: async () => get(`/api/public/bulletin-types/${(await fx.publishedCodes()).type}/latest/`),
  },
  'GET /api/public/bulletin-types/:code/:issue_date/': {
    expect: ALL_200,
    call: async () => {
      const { type, issueDate } = await fx.publishedCodes();
      return get(`/api/public/bulletin-types/${type}/${issueDate}/`);
    },
  },
  'GET /api/public/bulletin-types/:code/feed.atom': {
    expect: ALL_200,
    call: async () => get(`/api/public/bulletin-types/${(await fx.publishedCodes()).type}/feed.atom`),
  },
  'GET /api/public/feed.atom': { expect: ALL_200 },
  'GET /api/public/venues/:code/forecast/': {
    expect: ALL_200,
    call: async () => get(`/api/public/venues/${(await fx.publishedCodes()).venue}/forecast/`),
  },
  'GET /api/public/bulletins/:id/export.csv': {
    expect: ALL_200,
    call: async () => get(`/api/public/bulletins/${await fx.bulletinAfter('submit', 'publish')}/export.csv`),
  },
  'GET /api/public/bulletins/:id/export.json': {
    expect: ALL_200,
    call: async () => get(`/api/public/bulletins/${await fx.bulletinAfter('submit', 'publish')}/export.json`),
  },
  'OPTIONS /api/public/*': {
    expect: [204, 204, 204, 204, 204],
    call: () => ({ method: 'OPTIONS', url: '/api/public/bulletins/' }),
  },
  'GET /api/bulletin-types/': { expect: ALL_200 },
  'POST /api/bulletin-types/': {
    expect: [401, 403, 403, 201, 201],
    call: async () => json('POST', '/api/bulletin-types/', await fx.bulletinTypeBody()),
  },
  'GET /api/bulletin-types/:id/': {
    expect: ALL_200,
    call: async () => get(`/api/bulletin-types/${await fx.bulletinType()}/`),
  },
  'PUT /api/bulletin-types/:id/': {
    expect: MANAGER(200),
    call: async () =>
      json('PUT', `/api/bulletin-types/${await fx.bulletinType()}/`, await fx.bulletinTypeBody()),
  },
  'PATCH /api/bulletin-types/:id/': {
    expect: MANAGER(200),
    call: async () => json('PATCH', `/api/bulletin-types/${await fx.bulletinType()}/`, { name: 'Renamed' }),
  },
  'GET /api/bulletin-types/:id/delete-check/': {
    expect: MANAGER(200),
    call: async () => get(`/api/bulletin-types/${await fx.bulletinType()}/delete-check/`),
  },
  'DELETE /api/bulletin-types/:id/': {
    expect: MANAGER(204),
    call: async () => json('DELETE', `/api/bulletin-types/${await fx.bulletinType()}/`, undefined),
  },
  'GET /api/bulletin-types/:id/history/': {
    expect: ALL_200,
    call: async () => get(`/api/bulletin-types/${await fx.bulletinType()}/history/`),
  },

  // A type's channels and deliveries are its managers' (and staff's): receivers' addresses are not public.
  'GET /api/bulletin-types/:id/webhooks/': {
    expect: MANAGER(200),
    call: async () => get(`/api/bulletin-types/${await fx.bulletinType()}/webhooks/`),
  },
  'GET /api/bulletin-types/:id/recipients/': {
    expect: MANAGER(200),
    call: async () => get(`/api/bulletin-types/${await fx.bulletinType()}/recipients/`),
  },
  'POST /api/bulletin-types/:id/webhooks/': {
    expect: MANAGER(201),
    call: async () =>
      json('POST', `/api/bulletin-types/${await fx.bulletinType()}/webhooks/`, {
        url: `http://127.0.0.1:9/${fx.code('hook')}`,
      }),
  },
  'GET /api/bulletin-types/:id/webhooks/:webhook/': {
    expect: MANAGER(200),
    call: async () => {
      const hook = await fx.webhook();
      return get(`/api/bulletin-types/${hook.typeId}/webhooks/${hook.id}/`);
    },
  },
  'PATCH /api/bulletin-types/:id/webhooks/:webhook/': {
    expect: MANAGER(200),
    call: async () => {
      const hook = await fx.webhook();
      return json('PATCH', `/api/bulletin-types/${hook.typeId}/webhooks/${hook.id}/`, {
        events: ['published'],
      });
    },
  },
  'DELETE /api/bulletin-types/:id/webhooks/:webhook/': {
    expect: MANAGER(204),
    call: async () => {
      const hook = await fx.webhook();
      return json('DELETE', `/api/bulletin-types/${hook.typeId}/webhooks/${hook.id}/`, undefined);
    },
  },
  'POST /api/bulletin-types/:id/webhooks/:webhook/test/': {
    expect: MANAGER(202),
    call: async () => {
      const hook = await fx.webhook();
      return json('POST', `/api/bulletin-types/${hook.typeId}/webhooks/${hook.id}/test/`, {});
    },
  },
  'GET /api/bulletin-types/:id/deliveries/': {
    expect: MANAGER(200),
    call: async () => get(`/api/bulletin-types/${await fx.bulletinType()}/deliveries/`),
  },
  'GET /api/bulletins/:id/deliveries/': {
    expect: MANAGER(200),
    call: async () => get(`/api/bulletins/${(await fx.delivery()).bulletinId}/deliveries/`),
  },
  'POST /api/bulletins/:id/deliveries/:delivery/resend/': {
    expect: MANAGER(202),
    call: async () => {
      const delivery = await fx.delivery();
      return json('POST', `/api/bulletins/${delivery.bulletinId}/deliveries/${delivery.id}/resend/`, {});
    },
  },

  // Observations are written by a venue's authority (members and managers alike) and staff, read by anyone signed in.
  'GET /api/observations/': { expect: SIGNED_IN(200) },
  'POST /api/observations/': {
    expect: [401, 200, 403, 200, 200],
    call: async () => json('POST', '/api/observations/', { rows: [(await fx.observable()).row] }),
  },
  'POST /api/observations/import/': {
    expect: [401, 200, 403, 200, 200],
    call: async () =>
      form('POST', '/api/observations/import/', fx.observationCsv((await fx.observable()).row)),
  },
  // Scores and exports of a public type are as public as its bulletins.
  'GET /api/verification/': {
    expect: ALL_200,
    call: async () => get(`/api/verification/?bulletin_type=${(await fx.observable()).type}`),
  },
  'GET /api/verification/scores.csv': {
    expect: ALL_200,
    call: async () => get(`/api/verification/scores.csv?bulletin_type=${(await fx.observable()).type}`),
  },
  'GET /api/verification/pairs.csv': {
    expect: ALL_200,
    call: async () => get(`/api/verification/pairs.csv?bulletin_type=${(await fx.observable()).type}`),
  },
  'GET /api/statistics/values.csv': {
    expect: ALL_200,
    call: async () => get(`/api/statistics/values.csv?bulletin_type=${(await fx.observable()).type}`),
  },

  // Notifications are their person's: nobody else reads, marks or hears them.
  'GET /api/notifications/': { expect: SIGNED_IN(200) },
  'POST /api/notifications/read/': {
    expect: SIGNED_IN(204),
    call: () => json('POST', '/api/notifications/read/', {}),
  },
  'POST /api/notifications/:id/read/': {
    expect: SIGNED_IN(204),
    call: async (persona) => json('POST', `/api/notifications/${await fx.notification(persona)}/read/`, {}),
  },
  'GET /api/notifications/live/': { expect: SIGNED_IN(200), stream: true },
  'GET /api/notifications/preferences/': { expect: SIGNED_IN(200) },
  'PUT /api/notifications/preferences/': {
    expect: SIGNED_IN(200),
    call: () => json('PUT', '/api/notifications/preferences/', { mail: ['submitted'] }),
  },
};

beforeAll(async () => {
  // A mail server nobody answers at: subscriptions are taken, their confirmations never sent.
  t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
  p = await makePersonas(t.app, t.db);
  fx = new MatrixFixtures(t.app, t.db, p);
  const logo = await p.as.staff.request(form('PUT', `/api/authorities/${p.home.id}/logo/`, fx.logoForm()));
  if (logo.statusCode !== 200) throw new Error(`logo: ${logo.statusCode}`);
});
afterAll(() => t.close());

function declared() {
  return t.app
    .declaredRoutes()
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));
}

describe('the authorization matrix', () => {
  it('lists every route of the app, and only those', () => {
    const routes = declared().map((r) => r.key);
    expect(routes.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routes.includes(key))).toEqual([]);
  });

  for (const [key, entry] of Object.entries(MATRIX)) {
    it.each(PERSONAS.map((persona, index) => [persona, index] as const))(
      `${key} as %s`,
      async (persona, index) => {
        const browser = entry.freshSession ? await fx.freshBrowser(persona) : p.as[persona];
        const path = key.slice(key.indexOf(' ') + 1);
        const call = entry.call ? await entry.call(persona, browser) : get(path);
        const expected = entry.expect[index];
        const response = entry.stream ? await browser.probeStream(call.url) : await browser.request(call);
        expect(response.statusCode, `${call.method} ${call.url}: ${response.body.slice(0, 300)}`).toBe(
          expected,
        );
      },
    );
  }
});

describe('who may call a route is checked before its input is read', () => {
  const junk = { payload: '{"code": ', headers: { 'content-type': 'application/json' } };

  it.each(PERSONAS.filter((persona) => persona !== 'staff'))(
    'refuses %s with 401 or 403 and no field rules, whatever the body and query',
    async (persona) => {
      const viewer = persona === 'anonymous' ? null : (await p.as[persona].get('/api/users/me/')).json();
      const refused = declared().filter((route) => !ROUTE_ACCESS[route.access](viewer));
      expect(refused.length).toBeGreaterThan(persona === 'anonymous' ? 30 : 10);
      for (const route of refused) {
        const url = `${route.url.replace(/:[a-zA-Z]+/g, '2147483648')}?page=-1&ordering=__proto__`;
        const response = await p.as[persona].request({ method: route.method, url, ...junk });
        expect(response.statusCode, `${route.method} ${url}`).toBe(persona === 'anonymous' ? 401 : 403);
        expect(response.json().errors, `${route.method} ${url}`).toBeUndefined();
      }
    },
  );
});
