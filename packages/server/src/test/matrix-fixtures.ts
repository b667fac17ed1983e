import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { subscriptions } from '../db/schema/distribution.ts';
import { notifications } from '../db/schema/notifications.ts';
import { dataTypes, venues } from '../db/schema/reference.ts';
import { confirmationToken, unsubscribeToken } from '../features/distribution/subscription-links.ts';
import { multipartForm, svgOf } from '../features/icons/test-form.ts';
import { makeUser, PASSWORD } from './fixtures.ts';
import { eventually, type TestApp, testConfig } from './helper.ts';
import type { makePersonas, Persona } from './personas.ts';
import { Browser } from './sessions.ts';

type Personas = Awaited<ReturnType<typeof makePersonas>>;

const USERNAMES: Record<Exclude<Persona, 'anonymous'>, string> = {
  member: 'p-member',
  otherManager: 'p-other-manager',
  manager: 'p-manager',
  staff: 'p-staff',
};

/**
 * Fresh objects of the home authority for the authorization matrix: every request that changes
 * or deletes something gets its own, so the order of the cases never matters.
 */
export class MatrixFixtures {
  private serial = 0;
  constructor(
    readonly app: TestApp,
    readonly db: Db,
    readonly p: Personas,
  ) {}

  /** A code no other fixture has. */
  code(prefix: string): string {
    this.serial += 1;
    return `${prefix}-${this.serial}`;
  }

  /** A new signed-in browser for the persona, for requests that end or change its session. */
  async freshBrowser(persona: Persona): Promise<Browser> {
    const browser = new Browser(this.app);
    if (persona === 'anonymous') {
      await browser.get('/api/navbar/');
      return browser;
    }
    return browser.login(USERNAMES[persona], PASSWORD);
  }

  private async created(response: { statusCode: number; json(): { id: number } }, what: string) {
    if (response.statusCode !== 201) throw new Error(`could not create ${what}: ${response.statusCode}`);
    return response.json().id;
  }

  venueBody(code = this.code('venue')) {
    return {
      code,
      name: `Venue ${code}`,
      kind: 'city',
      latitude: 45.4,
      longitude: 11.9,
      authority_id: this.p.home.id,
    };
  }

  async venue(): Promise<number> {
    const [row] = await this.db
      .insert(venues)
      .values({
        code: this.code('venue'),
        name: 'Venue',
        kind: 'city',
        latitude: 45,
        longitude: 12,
        authorityId: this.p.home.id,
      })
      .returning();
    if (!row) throw new Error('no venue');
    return row.id;
  }

  dataTypeBody(code = this.code('dt')) {
    return { code, name: `Data type ${code}`, value_kind: 'integer', unit: '°C', minimum: -50, maximum: 50 };
  }

  async dataType(): Promise<number> {
    const [row] = await this.db
      .insert(dataTypes)
      .values({ code: this.code('dt'), name: 'Temperature', valueKind: 'integer', unit: '°C', decimals: 0 })
      .returning();
    if (!row) throw new Error('no data type');
    return row.id;
  }

  iconSetBody(code = this.code('set')) {
    return { code, name: `Set ${code}`, authority_id: this.p.home.id };
  }

  async iconSet(): Promise<number> {
    return this.created(await this.p.as.staff.post('/api/icon-sets/', this.iconSetBody()), 'an icon set');
  }

  private reference?: Promise<number>;

  /** The national reference set (there is one at most), made on first use. */
  referenceSet(): Promise<number> {
    this.reference ??= this.p.as.staff
      .post('/api/icon-sets/', { code: 'reference', name: 'Reference', authority_id: null })
      .then((response) => this.created(response, 'the reference set'));
    return this.reference;
  }

  iconForm(iconSetId: number, code = this.code('icon')) {
    return multipartForm({ icon_set_id: iconSetId, code, name: `Icon ${code}`, category: 'sky' }, [
      { field: 'svg', filename: 'icon.svg', content: svgOf() },
    ]);
  }

  async icon(iconSetId?: number): Promise<number> {
    const set = iconSetId ?? (await this.iconSet());
    const response = await this.p.as.staff.request({
      method: 'POST',
      url: '/api/icons/',
      ...this.iconForm(set),
    });
    return this.created(response, 'an icon');
  }

  async bulletinTypeBody(code = this.code('bt')) {
    return {
      code,
      name: `Bulletin ${code}`,
      authority_id: this.p.home.id,
      icon_set_id: await this.iconSet(),
      horizon_days: 1,
      slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
      data_types: [{ data_type_id: await this.dataType(), required: true }],
      venue_ids: [await this.venue()],
    };
  }

  async bulletinType(): Promise<number> {
    return this.created(
      await this.p.as.staff.post('/api/bulletin-types/', await this.bulletinTypeBody()),
      'a bulletin type',
    );
  }

  /** A draft bulletin of a new bulletin type of the home authority. */
  async draftBulletin(): Promise<number> {
    const body = { bulletin_type_id: await this.bulletinType(), issue_date: '2026-05-04', copy_from: null };
    return this.created(await this.p.as.staff.post('/api/bulletins/', body), 'a bulletin');
  }

  /** A draft with its one cell and its Italian texts written: the check passes. */
  async readyDraft(): Promise<{ id: number; cell: Record<string, unknown>; revision: number }> {
    const staff = this.p.as.staff;
    const typeId = await this.bulletinType();
    const type = (await staff.get(`/api/bulletin-types/${typeId}/`)).json();
    const id = await this.created(
      await staff.post('/api/bulletins/', { bulletin_type_id: typeId, issue_date: '2026-05-04' }),
      'a bulletin',
    );
    const cell = {
      venue_id: type.venue_ids[0],
      day: 0,
      slot: 'day',
      data_type_id: type.data_types[0].data_type_id,
    };
    const write = async (method: string, path: string, payload: unknown, revision: number) => {
      const response = await staff.request({
        method,
        url: `/api/bulletins/${id}/${path}`,
        payload: payload as never,
        headers: { 'if-match': `"${revision}"` },
      });
      if (response.statusCode !== 200) throw new Error(`could not write ${path}: ${response.body}`);
    };
    await write('PATCH', 'values/', { changes: [{ ...cell, value: 12 }] }, 1);
    await write(
      'PUT',
      'texts/',
      { texts: [{ language: 'it', title: 'Bollettino', synopsis: 'Sereno.' }] },
      2,
    );
    return { id, cell, revision: 3 };
  }

  /** A bulletin moved on by staff through the given actions from a ready draft. */
  async bulletinAfter(...actions: string[]): Promise<number> {
    const { id } = await this.readyDraft();
    for (const action of actions) {
      const response = await this.p.as.staff.post(`/api/bulletins/${id}/${action}/`, {});
      if (response.statusCode !== 200) throw new Error(`could not ${action}: ${response.body}`);
    }
    return id;
  }

  /** A bulletin published by staff, with the codes the public API names it by: its type's, a venue's. */
  async publishedCodes(): Promise<{ id: number; type: string; venue: string; issueDate: string }> {
    const id = await this.bulletinAfter('submit', 'publish');
    const bulletin = (await this.p.as.staff.get(`/api/bulletins/${id}/`)).json();
    return {
      id,
      type: bulletin.bulletin_type.code,
      venue: bulletin.composition.venues[0].code,
      issueDate: bulletin.issue_date,
    };
  }

  authorityBody(code = this.code('authority')) {
    return { code, name: `Authority ${code}`, kind: 'regional' };
  }

  async authority(): Promise<number> {
    return this.created(
      await this.p.as.staff.post('/api/authorities/', this.authorityBody()),
      'an authority',
    );
  }

  async user(): Promise<{ id: number; username: string }> {
    const username = this.code('user');
    const user = await makeUser(this.db, username);
    return { id: user.id, username };
  }

  /** A user who is a member of the home authority. */
  async homeMember(): Promise<number> {
    const user = await this.user();
    await this.p.as.staff.post(`/api/authorities/${this.p.home.id}/members/`, {
      username: user.username,
      role: 'member',
    });
    return user.id;
  }

  /** An API key of the persona's own, made through its own session. */
  async ownToken(browser: Browser): Promise<number> {
    const response = await browser.post('/api/users/me/tokens/', { name: this.code('key') });
    return this.created(response, 'an API key');
  }

  /** A webhook of a new bulletin type of the home authority, to a local port where nothing listens. */
  async webhook(): Promise<{ typeId: number; id: number }> {
    const typeId = await this.bulletinType();
    const response = await this.p.as.staff.post(`/api/bulletin-types/${typeId}/webhooks/`, {
      url: `http://127.0.0.1:9/${this.code('hook')}`,
    });
    return { typeId, id: await this.created(response, 'a webhook') };
  }

  /** A published bulletin whose type has a webhook, and the delivery its publish made. */
  async delivery(): Promise<{ bulletinId: number; id: number }> {
    const { id: bulletinId } = await this.readyDraft();
    const typeId = (await this.p.as.staff.get(`/api/bulletins/${bulletinId}/`)).json().bulletin_type.id;
    await this.p.as.staff.post(`/api/bulletin-types/${typeId}/webhooks/`, {
      url: `http://127.0.0.1:9/${this.code('hook')}`,
    });
    for (const action of ['submit', 'publish']) {
      const response = await this.p.as.staff.post(`/api/bulletins/${bulletinId}/${action}/`, {});
      if (response.statusCode !== 200) throw new Error(`could not ${action}: ${response.body}`);
    }
    // The publish's event makes its deliveries a moment after the commit.
    const delivery = await eventually(async () => {
      const [made] = (await this.p.as.staff.get(`/api/bulletins/${bulletinId}/deliveries/`)).json();
      if (!made) throw new Error(`bulletin ${bulletinId} has no delivery yet`);
      return made as { id: number };
    }, 10_000);
    return { bulletinId, id: delivery.id };
  }

  /** A new unread notification of the persona's (of the first user, for a visitor). */
  async notification(persona: Persona): Promise<number> {
    const [user] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(persona === 'anonymous' ? undefined : eq(users.username, USERNAMES[persona]))
      .orderBy(users.id)
      .limit(1);
    const [row] = await this.db
      .insert(notifications)
      .values({
        userId: user?.id ?? 0,
        kind: 'missing',
        key: this.code('told'),
        bulletinTypeId: await this.bulletinType(),
        issueDate: '2031-01-01',
        issueTime: '12:00',
      })
      .returning({ id: notifications.id });
    return row?.id ?? 0;
  }

  /** A token of the link a new subscription to a new public type is e-mailed. */
  async subscriptionToken(kind: 'confirm' | 'unsubscribe'): Promise<string> {
    const bulletinTypeId = await this.bulletinType();
    const [row] = await this.db
      .insert(subscriptions)
      .values({ bulletinTypeId, email: `${this.code('reader')}@example.org`, language: 'it' })
      .returning({ id: subscriptions.id });
    const id = row?.id ?? 0;
    return kind === 'confirm'
      ? confirmationToken(testConfig.secretKey, id)
      : unsubscribeToken(testConfig.secretKey, id);
  }

  logoForm() {
    return multipartForm({}, [{ field: 'logo', filename: 'logo.svg', content: svgOf() }]);
  }

  /** A draft and a form with a CSV of one of its values, laid out as its CSV download. */
  async valuesFile(): Promise<{ id: number; form: ReturnType<typeof multipartForm> }> {
    const id = await this.draftBulletin();
    const { composition, issue_date } = (await this.p.as.staff.get(`/api/bulletins/${id}/`)).json();
    const content = `Venue code,Date,Time slot,[${composition.data_types[0].code}]\n${composition.venues[0].code},${issue_date},day,7\n`;
    return {
      id,
      form: multipartForm({}, [{ field: 'file', filename: 'values.csv', type: 'text/csv', content }]),
    };
  }

  venueCsv() {
    const v = this.venueBody();
    return multipartForm({}, [
      {
        field: 'file',
        filename: 'venues.csv',
        type: 'text/csv',
        content: `code;name;kind;latitude;longitude;authority\n${v.code};${v.name};city;45;12;home-service\n`,
      },
    ]);
  }

  /** A home bulletin type's code, with the codes of its venue, slot and data type, to observe. */
  async observable(): Promise<{
    type: string;
    row: { venue: string; date: string; slot: string; data_type: string; value: number };
  }> {
    const body = await this.bulletinTypeBody();
    this.created(await this.p.as.staff.post('/api/bulletin-types/', body), 'a bulletin type');
    const [venue] = await this.db
      .select()
      .from(venues)
      .where(eq(venues.id, body.venue_ids[0] as number));
    const [dataType] = await this.db
      .select()
      .from(dataTypes)
      .where(eq(dataTypes.id, body.data_types[0]?.data_type_id as number));
    if (!venue || !dataType) throw new Error('no venue or data type');
    return {
      type: body.code,
      row: { venue: venue.code, date: '2026-01-15', slot: 'day', data_type: dataType.code, value: 7 },
    };
  }

  observationCsv(row: { venue: string; date: string; slot: string; data_type: string; value: number }) {
    return multipartForm({}, [
      {
        field: 'file',
        filename: 'observations.csv',
        type: 'text/csv',
        content: `venue,date,slot,data_type,value\r\n${row.venue},${row.date},${row.slot},${row.data_type},${row.value}\r\n`,
      },
    ]);
  }
}
