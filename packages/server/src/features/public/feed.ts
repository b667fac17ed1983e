import { documentText } from '@bora/shared/document-texts';
import { issueHeadline } from '@bora/shared/issue-headline';
import type { Language } from '@bora/shared/language';
import { parseLanguage } from '@bora/shared/language';
import { localizedName } from '@bora/shared/localized';
import type { Db } from '../../db/client.ts';
import { type AtomEntry, atomXml } from '../../lib/atom.ts';
import type { BulletinTypeRow } from '../bulletins/composition.ts';
import { bulletinLinks } from '../bulletins/public-links.ts';
import { snapshotNames } from '../bulletins/snapshot-repository.ts';
import { withTranslations } from '../bulletins/snapshot-versions.ts';
import { feedRows, textsOfMany } from './repository.ts';

/** How many bulletins a feed lists: the newest. */
export const FEED_ENTRIES = 50;

/** A feed's language: the one asked for, else the type's own (its first content language), else Italian. */
export function feedLanguage(asked: Language | null, type: BulletinTypeRow | null): Language {
  return asked ?? parseLanguage(type?.languages[0]) ?? 'it';
}

export type FeedRequest = {
  /** One type's feed, or null for every public type's. */
  type: BulletinTypeRow | null;
  language: Language;
  /** The feed's own address, which is also its id. */
  self: string;
  base: string;
  /** The agency's name: the global feed's title and every feed's author. */
  agency: string;
};

/**
 * The newest published bulletins as an Atom feed (withdrawn ones too, said so with their reason),
 * each entry linking its page and its PDF. Titles name the type (as published) and the date in the
 * feed's language, so that the entries of the feed of every type tell apart, with the bulletin's own
 * title in that language where it says more (issueHeadline), followed by what the shared text
 * catalogue says of a correction or a withdrawal: nothing else is written here.
 */
export async function bulletinFeed(db: Db, feed: FeedRequest): Promise<string> {
  const { language, base } = feed;
  const rows = await feedRows(db, feed.type?.id ?? null, FEED_ENTRIES);
  const ids = rows.map((r) => r.id);
  const names = new Map((await snapshotNames(db, ids)).map((n) => [n.bulletinId, n]));
  const texts = new Map(
    (await textsOfMany(db, ids)).filter((t) => t.language === language).map((t) => [t.bulletinId, t]),
  );
  const entries = rows.map((row): AtomEntry => {
    const named = names.get(row.id);
    const typeName = named ? localizedName(withTranslations(named.bulletinType), language) : row.typeCode;
    const written = texts.get(row.id);
    const links = bulletinLinks(base, row.id);
    const title = issueHeadline(typeName, row.issueDate, language, written?.title);
    // What a reader must know of an entry besides its title, in the catalogue's words.
    const said = [
      row.correctsVersion !== null
        ? documentText(language, 'correctsVersion', { version: row.correctsVersion })
        : '',
      row.status === 'withdrawn'
        ? documentText(language, 'withdrawnReason', { reason: row.withdrawnReason ?? '' })
        : '',
    ].filter(Boolean);
    const published = row.issuedAt ?? row.updatedAt;
    return {
      id: links.page,
      title: [title, ...said].join(' – '),
      // A withdrawal changes the entry: readers that follow the feed see it again.
      updated: row.withdrawnAt ?? published,
      published,
      author: named ? localizedName(withTranslations(named.authority), language) : feed.agency,
      ...(written?.synopsis.trim() ? { summary: written.synopsis } : {}),
      links: [
        { rel: 'alternate', type: 'text/html', href: links.page },
        { rel: 'enclosure', type: 'application/pdf', href: links.pdf },
        { rel: 'alternate', type: 'application/json', href: links.json },
      ],
    };
  });
  const newest = entries.reduce<Date | null>((at, e) => (at && at > e.updated ? at : e.updated), null);
  return atomXml({
    id: feed.self,
    title: feed.type ? localizedName(feed.type, language) : feed.agency,
    author: feed.agency,
    language,
    // With nothing published yet, the feed is as old as its type (or, for all types, the epoch).
    updated: newest ?? feed.type?.updatedAt ?? new Date(0),
    links: [
      { rel: 'self', type: 'application/atom+xml', href: feed.self },
      { rel: 'alternate', type: 'text/html', href: `${base}/` },
    ],
    entries,
  });
}
