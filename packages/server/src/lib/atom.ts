import { escapeHtml } from './html.ts';

/** A link of a feed or an entry (RFC 4287 §4.2.7). */
export type AtomLink = { href: string; rel?: string; type?: string; hreflang?: string };

export type AtomEntry = {
  /** A permanent IRI that names the entry and nothing else. */
  id: string;
  title: string;
  /** When the entry last changed in a way that matters, and when it first appeared. */
  updated: Date;
  published?: Date;
  author: string;
  summary?: string;
  links: AtomLink[];
};

export type AtomFeed = {
  id: string;
  title: string;
  /** Who publishes it: named on the feed too, so that a feed with no entries is still complete. */
  author: string;
  /** The language of its texts (`xml:lang`). */
  language: string;
  updated: Date;
  links: AtomLink[];
  entries: AtomEntry[];
};

/** The media type of an Atom feed. */
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/** Characters XML 1.0 does not allow at all, even escaped: they are left out. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is left out
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function text(value: string): string {
  return escapeHtml(value.replace(NOT_XML, ''));
}

function link({ href, rel, type, hreflang }: AtomLink): string {
  const attributes = Object.entries({ rel, type, hreflang, href })
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${text(String(value))}"`);
  return `<link ${attributes.join(' ')}/>`;
}

const date = (at: Date) => at.toISOString();

function entry(e: AtomEntry): string {
  return [
    '<entry>',
    `<id>${text(e.id)}</id>`,
    `<title type="text">${text(e.title)}</title>`,
    `<updated>${date(e.updated)}</updated>`,
    e.published ? `<published>${date(e.published)}</published>` : '',
    `<author><name>${text(e.author)}</name></author>`,
    ...e.links.map(link),
    e.summary ? `<summary type="text">${text(e.summary)}</summary>` : '',
    '</entry>',
  ].join('');
}

/** An Atom 1.0 document (RFC 4287). */
export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${text(feed.language)}">`,
    `<id>${text(feed.id)}</id>`,
    `<title type="text">${text(feed.title)}</title>`,
    `<updated>${date(feed.updated)}</updated>`,
    `<author><name>${text(feed.author)}</name></author>`,
    ...feed.links.map(link),
    ...feed.entries.map(entry),
    '</feed>\n',
  ].join('');
}
