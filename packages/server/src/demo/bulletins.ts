import { addDays, instantAt, todayIn } from '@bora/shared/agency-time';
import type { BulletinComposition, CopyFrom, ValueChange } from '@bora/shared/bulletin';
import type { Viewer } from '@bora/shared/permissions';
import type { WorkflowAction } from '@bora/shared/workflow';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditActor } from '../core/audit.ts';
import { findUserByUsername, membershipsOf } from '../core/users.ts';
import type { Db } from '../db/client.ts';
import { bulletinTypes } from '../db/schema/bulletin-types.ts';
import { icons, venues } from '../db/schema/reference.ts';
import { type LoadedComposition, loadComposition } from '../features/bulletins/composition.ts';
import { createBulletin } from '../features/bulletins/create.ts';
import { revisionTag } from '../features/bulletins/guard.ts';
import { findIssue } from '../features/bulletins/repository.ts';
import { writeTexts } from '../features/bulletins/texts.ts';
import { writeValues } from '../features/bulletins/values.ts';
import { takeAction } from '../features/workflow/actions.ts';
import { backdate, backdateSupersede } from './backdate.ts';
import { demoTexts, type VenueOutlook } from './bulletin-texts.ts';
import { demoCells } from './bulletin-values.ts';
import { type DemoVenue, weatherAt } from './weather.ts';

/** Days before today with a published bulletin; the one of CORRECTED_DAY was corrected. */
const PUBLISHED_DAYS = 7;
const CORRECTED_DAY = 3;

type DemoPlan = { day: number; status: 'draft' | 'submitted' | 'published' }[];

/** A week of published bulletins, today's submitted and tomorrow's draft begun. */
const WEEK: DemoPlan = [
  ...Array.from({ length: PUBLISHED_DAYS }, (_, i) => ({
    day: i - PUBLISHED_DAYS,
    status: 'published' as const,
  })),
  { day: 0, status: 'submitted' },
  { day: 1, status: 'draft' },
];

/** Yesterday's published and today's draft begun from it: enough to feel a large grid. */
const YESTERDAY_AND_TODAY: DemoPlan = [
  { day: -1, status: 'published' },
  { day: 0, status: 'draft' },
];

/** Who writes each demo type's bulletins, who publishes them (another person where review is required), and which. */
const DEMO_AUTHORS: { type: string; writer: string; publisher: string; plan: DemoPlan }[] = [
  { type: 'nazionale-giornaliero', writer: 'nazionale', publisher: 'nazionale', plan: WEEK },
  { type: 'veneto-montagna', writer: 'forecaster', publisher: 'manager', plan: WEEK },
  { type: 'lombardia-giornaliero', writer: 'lombardia', publisher: 'lombardia', plan: WEEK },
  { type: 'nazionale-esteso', writer: 'nazionale', publisher: 'nazionale', plan: YESTERDAY_AND_TODAY },
];

/** The demo types, in the order they are loaded. */
export const DEMO_TYPE_CODES: readonly string[] = DEMO_AUTHORS.map((a) => a.type);

type Person = { viewer: Viewer; actor: AuditActor; sender: string };

async function person(db: Db, username: string): Promise<Person | undefined> {
  const user = await findUserByUsername(db, username);
  if (!user) return undefined;
  return {
    viewer: {
      username: user.username,
      name: user.name,
      is_staff: user.isStaff,
      authority: await membershipsOf(db, user.id),
    },
    actor: { id: user.id, username: user.username },
    sender: `user ${user.username}`,
  };
}

/** What the loader needs of one demo type: its composition, venues, icons, and the people writing. */
type Demo = {
  loaded: LoadedComposition;
  venues: Map<number, DemoVenue>;
  iconFor: (reference: string) => string;
  writer: Person;
  publisher: Person;
  timeZone: string;
};

/** The codes of a set's icons by the reference icon each stands for (the reference set: by their own). */
export async function iconsByReference(db: Db, iconSetId: number): Promise<(reference: string) => string> {
  const reference = alias(icons, 'reference');
  const rows = await db
    .select({ code: icons.code, reference: sql<string>`coalesce(${reference.code}, ${icons.code})` })
    .from(icons)
    .leftJoin(reference, eq(reference.id, icons.referenceIconId))
    .where(eq(icons.iconSetId, iconSetId))
    .orderBy(icons.id);
  const byReference = new Map<string, string>();
  for (const row of rows) if (!byReference.has(row.reference)) byReference.set(row.reference, row.code);
  return (reference) => {
    const code = byReference.get(reference);
    if (!code) throw new Error(`the demo icon set ${iconSetId} has nothing for ${reference}`);
    return code;
  };
}

export async function demoVenues(db: Db, composition: BulletinComposition): Promise<Map<number, DemoVenue>> {
  const ids = composition.venues.map((v) => v.id);
  const rows = ids.length
    ? await db
        .select({ id: venues.id, latitude: venues.latitude, elevation: venues.elevation })
        .from(venues)
        .where(inArray(venues.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, { id: r.id, latitude: r.latitude, elevation: r.elevation ?? 0 }]));
}

function outlookOf(demo: Demo, issueDate: string): VenueOutlook[] {
  const [slot] = demo.loaded.composition.slots;
  if (!slot) return [];
  return [...demo.venues.values()].map((venue) => ({
    id: venue.id,
    today: weatherAt(venue, issueDate, slot, issueDate),
    tomorrow: weatherAt(venue, addDays(issueDate, 1), slot, issueDate),
  }));
}

/** Writes cells and then texts on a draft, each with the revision it was read at; answers the last. */
async function write(
  db: Db,
  id: number,
  revision: number,
  who: Person,
  cells: ValueChange[],
  texts: ReturnType<typeof demoTexts>,
): Promise<number> {
  let current = revision;
  if (cells.length)
    current = (
      await writeValues(db, id, { changes: cells, source: 'edit' }, { ...who, ifMatch: revisionTag(current) })
    ).revision;
  return (await writeTexts(db, id, texts, { ...who, ifMatch: revisionTag(current) })).revision;
}

async function act(db: Db, id: number, action: WorkflowAction, who: Person) {
  return (await takeAction(db, id, action, { ...who, ifMatch: undefined, comment: '' })).detail;
}

/**
 * What a demo draft is begun from: the day before's bulletin (its latest version) in whatever state
 * it is, as a forecaster picks today's submitted one to write tomorrow's; else the newest published.
 */
async function dayBefore(db: Db, bulletinTypeId: number, issueDate: string): Promise<CopyFrom> {
  const [latest] = await findIssue(db, bulletinTypeId, addDays(issueDate, -1));
  return latest ? { bulletin_id: latest.id } : 'previous';
}

/** A bulletin of the demo type for the date, written by its writer, then taken to `status`. */
async function issue(db: Db, demo: Demo, issueDate: string, status: 'draft' | 'submitted' | 'published') {
  const { loaded, writer } = demo;
  const created = await createBulletin(
    db,
    {
      bulletin_type_id: loaded.type.id,
      issue_date: issueDate,
      copy_from: status === 'draft' ? await dayBefore(db, loaded.type.id, issueDate) : null,
    },
    { ...writer, ifMatch: undefined },
    demo.timeZone,
  );
  // A draft is work in progress: carried over from the previous issue, its first day rewritten.
  const cells = demoCells(loaded.composition, demo.venues, issueDate, demo.iconFor).filter(
    (c) => status !== 'draft' || c.day === 0,
  );
  await write(
    db,
    created.id,
    created.revision,
    writer,
    cells,
    demoTexts(loaded.composition.languages, issueDate, outlookOf(demo, issueDate)),
  );
  if (status !== 'draft') await act(db, created.id, 'submit', writer);
  if (status === 'published') await act(db, created.id, 'publish', demo.publisher);
  return created.id;
}

/** Corrects a published bulletin: its first venues' maximum temperatures raised, a note says why. */
async function correct(db: Db, demo: Demo, id: number, issueDate: string): Promise<number> {
  const correction = await act(db, id, 'correct', demo.writer);
  const tmax = demo.loaded.composition.data_types.find((d) => d.code === 't-max');
  const cells = correction.values
    .filter((v) => v.data_type_id === tmax?.id && v.day === 0)
    .filter((v) => demo.loaded.composition.venues.slice(0, 3).some((venue) => venue.id === v.venue_id))
    .map((v) => ({ ...v, value: Number(v.value) + 2, note: 'Rivista al rialzo' }))
    .map(({ source: _source, ...change }) => change);
  const texts = demoTexts(demo.loaded.composition.languages, issueDate, outlookOf(demo, issueDate), true);
  await write(db, correction.id, correction.revision, demo.writer, cells, texts);
  await act(db, correction.id, 'submit', demo.writer);
  await act(db, correction.id, 'publish', demo.publisher);
  return correction.id;
}

async function demoOf(db: Db, code: string, timeZone: string): Promise<Demo | undefined> {
  const authors = DEMO_AUTHORS.find((a) => a.type === code);
  const [type] = await db
    .select({ id: bulletinTypes.id, active: bulletinTypes.active })
    .from(bulletinTypes)
    .where(eq(bulletinTypes.code, code));
  if (!authors || !type?.active) return undefined;
  const [loaded, writer, publisher] = await Promise.all([
    loadComposition(db, type.id),
    person(db, authors.writer),
    person(db, authors.publisher),
  ]);
  if (!loaded || !writer || !publisher) return undefined;
  return {
    loaded,
    venues: await demoVenues(db, loaded.composition),
    iconFor: await iconsByReference(db, loaded.type.iconSetId),
    writer,
    publisher,
    timeZone,
  };
}

/**
 * The demo bulletins of each demo type, through the same service and workflow as the API: one
 * published for each of the last seven days (the one of three days ago corrected, so superseded
 * by its second version), today's submitted, and tomorrow's draft begun. A date that has a
 * bulletin of the type already is left alone, so loading again adds nothing. Answers how many
 * bulletins it created. Measured on the embedded database: 30 bulletins (about 19 000 cells) in
 * about 5 s, half of it the engine itself; loading again, 0.1 s.
 */
export async function loadDemoBulletins(db: Db, options: { timeZone: string; now: Date }): Promise<number> {
  const today = todayIn(options.timeZone, options.now);
  let created = 0;
  for (const { type: code, plan } of DEMO_AUTHORS) {
    const demo = await demoOf(db, code, options.timeZone);
    if (!demo) continue;
    const issueTime = demo.loaded.type.issueTime;
    for (const { day, status } of plan) {
      const date = addDays(today, day);
      if ((await findIssue(db, demo.loaded.type.id, date)).length) continue;
      const id = await issue(db, demo, date, status);
      created++;
      const start =
        status === 'published'
          ? new Date(instantAt(date, issueTime, options.timeZone).getTime() - 3_600_000)
          : new Date(options.now.getTime() - 3_600_000 * (status === 'submitted' ? 1 : 0.5));
      await backdate(db, id, start);
      if (day !== -CORRECTED_DAY) continue;
      const correction = await correct(db, demo, id, date);
      created++;
      await backdate(db, correction, new Date(start.getTime() + 3 * 3_600_000));
      await backdateSupersede(db, id, correction);
    }
  }
  return created;
}
