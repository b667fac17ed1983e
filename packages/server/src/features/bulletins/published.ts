import type { BulletinSummary } from '@bora/shared/bulletin';
import type { PublicBulletin } from '@bora/shared/bulletin-public';
import type { ListQuery } from '@bora/shared/pagination';
import type { Viewer } from '@bora/shared/permissions';
import type { PublicLinks, PublishedIssue } from '@bora/shared/public-api';
import { PUBLISHED_STATES } from '@bora/shared/workflow';
import type { Db } from '../../db/client.ts';
import { composed, visibleBulletin } from './fetch.ts';
import { type BulletinFilters, type BulletinView, findBulletinView, listBulletins } from './repository.ts';
import { toBulletinSummary } from './serialize.ts';
import { iconsShown, type Reading, readingOf, readSummary, snapshotOf } from './snapshot.ts';
import { snapshotNames } from './snapshot-repository.ts';
import { withTranslations } from './snapshot-versions.ts';
import { withdrawalOf } from './withdrawal.ts';

/** The viewer of the public API: nobody, whatever cookie or key came with the request. */
const NOBODY = null;

/** A summary as the public reads it: a correction still being written (a draft) is not named. */
function publicSummary<T extends BulletinSummary>(view: BulletinView, summary: T): T {
  return { ...summary, corrected_by_id: view.publicCorrectionId };
}

/** A page of the published bulletins of public types (superseded and withdrawn ones too), named as published. */
export async function listPublicBulletins(db: Db, query: ListQuery, filters: BulletinFilters) {
  const { count, rows } = await listBulletins(db, query, filters, []);
  const names = new Map(
    (
      await snapshotNames(
        db,
        rows.map((r) => r.bulletin.id),
      )
    ).map((n) => [n.bulletinId, n]),
  );
  const results = rows.map((row): BulletinSummary => {
    const named = names.get(row.bulletin.id);
    const summary = publicSummary(row, toBulletinSummary(row));
    return named
      ? {
          ...summary,
          bulletin_type: withTranslations(named.bulletinType),
          authority: withTranslations(named.authority),
        }
      : summary;
  });
  return { count, results };
}

/**
 * A bulletin the viewer may read, in the public API's shape: a published one as it was published,
 * any other as it is now. What the public answer and every document of a bulletin are made from.
 */
export async function readableBulletin(db: Db, id: number, viewer: Viewer): Promise<PublicBulletin> {
  return (await readableView(db, id, viewer)).bulletin;
}

async function readableView(
  db: Db,
  id: number,
  viewer: Viewer,
): Promise<{ view: BulletinView; bulletin: PublicBulletin }> {
  const view = await visibleBulletin(db, id, viewer);
  return { view, bulletin: await shapeOf(db, view, viewer === NOBODY) };
}

/** A bulletin in the public API's shape; `asPublic` leaves out a correction still being written. */
async function shapeOf(db: Db, view: BulletinView, asPublic: boolean): Promise<PublicBulletin> {
  const reading = (await snapshotOf(db, view)) ?? (await liveWithIcons(db, view));
  const { composition, values, texts, icons } = reading;
  const summary = readSummary(view, reading);
  return { ...(asPublic ? publicSummary(view, summary) : summary), composition, values, texts, icons };
}

/**
 * A bulletin not published, as it is now, with the pictures of the icons it shows from its icon set
 * (a published one carries those it was published with): a document draws them.
 */
async function liveWithIcons(db: Db, view: BulletinView): Promise<Reading> {
  const loaded = await composed(db, view);
  const reading = await readingOf(db, view, loaded);
  return { ...reading, icons: await iconsShown(db, loaded, reading.values) };
}

/** A public bulletin as published, with its withdrawal (when and why; never who) and its links. */
export async function getPublishedIssue(db: Db, id: number, links: PublicLinks): Promise<PublishedIssue> {
  const { view, bulletin } = await readableView(db, id, NOBODY);
  return issueOf(db, view, bulletin, links);
}

/**
 * A published (or since withdrawn or superseded) bulletin of any type in the public shape, as its
 * receivers are sent it: what the public is told, never who acted. Undefined for any other.
 */
export async function getDistributedIssue(
  db: Db,
  id: number,
  links: PublicLinks,
): Promise<PublishedIssue | undefined> {
  const view = await findBulletinView(db, id);
  if (!view || !PUBLISHED_STATES.includes(view.bulletin.status)) return undefined;
  return issueOf(db, view, await shapeOf(db, view, true), links);
}

async function issueOf(
  db: Db,
  view: BulletinView,
  bulletin: PublicBulletin,
  links: PublicLinks,
): Promise<PublishedIssue> {
  const withdrawal = await withdrawalOf(db, view, NOBODY);
  return {
    ...bulletin,
    withdrawn: withdrawal ? { at: withdrawal.at, reason: withdrawal.reason } : null,
    links,
  };
}

/** A published bulletin of a public type as it was published; any other is missing (404). */
export function getPublicBulletin(db: Db, id: number): Promise<PublicBulletin> {
  return readableBulletin(db, id, NOBODY);
}
