import { createHash } from 'node:crypto';
import type { DocumentLanguage } from '@bora/shared/document-texts';
import type { Viewer } from '@bora/shared/permissions';
import { PUBLISHED_STATES } from '@bora/shared/workflow';
import type { DocumentCache, StoredDocument } from '../../caches/bulletin-documents.ts';
import type { Db } from '../../db/client.ts';
import { compilePdf } from '../../lib/typst/pdf-compiler.ts';
import { composed, visibleBulletin } from '../bulletins/fetch.ts';
import { bulletinLinks } from '../bulletins/public-links.ts';
import { type BulletinView, findBulletinView } from '../bulletins/repository.ts';
import { iconsShown, readingOf } from '../bulletins/snapshot.ts';
import { withdrawalOf } from '../bulletins/withdrawal.ts';
import { attachment } from './export.ts';
import { documentLanguage } from './language.ts';
import { documentData } from './pdf-document.ts';
import { authorityLogo, findDocument, keepDocument } from './pdf-store.ts';

/** The bulletin's layout in Typst's markup, which its data reaches as JSON. */
const BULLETIN_TEMPLATE = new URL('./bulletin.typ', import.meta.url);
/**
 * The version of the template's layout, raised when what it prints changes (2: page 1 with the
 * forecast, the key to the icons, one map): a kept document made in an older one is made again once.
 */
export const BULLETIN_LAYOUT = 2;

export type PdfRequest = {
  id: number;
  viewer: Viewer;
  /** The language asked for (`?lang=`), and the request's Accept-Language: see documentLanguage. */
  lang: DocumentLanguage | undefined;
  acceptLanguage: string | undefined;
  /** Where the app is served from, for the link to the bulletin's page. */
  origin: string;
  /** The agency's time zone, which the document's times are written in. */
  timeZone: string;
  /**
   * Whether a visitor (nobody signed in) asks, whose document Typst makes after those signed-in
   * people wait for; and what is called at once, before a document is made rather than read from
   * the store: it holds a slot of costly work (or throws the 429 past the bound) and answers the
   * function that gives it back.
   */
  render: { visitor: boolean; begin(): () => void };
};

/** A document the server makes for its own work (a subscriber's e-mail): nobody's slot, no visitor's place. */
export const OWN_RENDER: PdfRequest['render'] = { visitor: false, begin: () => () => {} };

/**
 * A bulletin's PDF, its language, how it downloads (Content-Disposition) and its entity tag; a kept
 * one also in gzip.
 */
export type BulletinPdf = {
  bytes: Buffer;
  gzip: Buffer | undefined;
  language: DocumentLanguage;
  disposition: string;
  etag: string;
};

/**
 * The PDF of a bulletin the viewer may read (404 otherwise). A published one (or one superseded or
 * withdrawn since) is made once from its snapshot and kept in the database, which every server
 * process shares (and in `kept`, in memory): later downloads send the kept bytes. A draft is made
 * on each request.
 */
export async function bulletinPdf(db: Db, kept: DocumentCache, request: PdfRequest): Promise<BulletinPdf> {
  const view = await visibleBulletin(db, request.id, request.viewer);
  const { bulletin } = view;
  const language = documentLanguage(request.lang, request.acceptLanguage, view.typeLanguages);
  const named = {
    bulletin_type: { code: view.typeCode },
    issue_date: bulletin.issueDate,
    version: bulletin.version,
  };
  const disposition = attachment(named, 'pdf');
  const answer = (document: StoredDocument) => ({
    bytes: document.bytes,
    gzip: document.gzip,
    language,
    disposition,
    etag: `"${document.hash}"`,
  });
  if (!PUBLISHED_STATES.includes(bulletin.status)) return answer(await makePdf(db, view, language, request));

  const key = { bulletinId: bulletin.id, language, format: 'pdf' as const };
  const cacheKey = `${bulletin.id}/${language}`;
  // Kept in the state it is in (one made before it was withdrawn or superseded says too little),
  // in today's layout.
  const current = (document: StoredDocument | undefined) =>
    document?.status === bulletin.status && document.layout === BULLETIN_LAYOUT;
  // Read, else made and kept: once for all who ask at the same moment in this process; other
  // processes meet at the database, where the first kept wins.
  const keptOrMade = async () => {
    const found = await findDocument(db, key);
    if (found && current(found)) return found;
    return keepDocument(db, key, await makePdf(db, view, language, request));
  };
  let document = await kept.load(cacheKey, keptOrMade);
  if (!current(document)) {
    kept.forget(cacheKey);
    document = await kept.load(cacheKey, keptOrMade);
  }
  return answer(document ?? (await keptOrMade()));
}

async function makePdf(
  db: Db,
  view: BulletinView,
  language: DocumentLanguage,
  request: PdfRequest,
): Promise<StoredDocument> {
  // Taken before the first await: requests arriving together cannot all start a document.
  const end = request.render.begin();
  try {
    return await madePdf(db, view, language, request);
  } finally {
    end();
  }
}

async function madePdf(
  db: Db,
  view: BulletinView,
  language: DocumentLanguage,
  request: PdfRequest,
): Promise<StoredDocument> {
  const { bulletin } = view;
  const published = PUBLISHED_STATES.includes(bulletin.status);
  const loaded = await composed(db, view);
  const reading = await readingOf(db, view, loaded);
  const version = async (id: number | null) =>
    id === null ? null : ((await findBulletinView(db, id))?.bulletin.version ?? null);
  const data = documentData({
    reading,
    id: bulletin.id,
    status: bulletin.status,
    issueDate: bulletin.issueDate,
    version: bulletin.version,
    validFrom: bulletin.validFrom,
    validTo: bulletin.validTo,
    issuedAt: bulletin.issuedAt,
    timeZone: request.timeZone,
    language,
    logo: await authorityLogo(db, bulletin.authorityId),
    icons: published ? reading.icons : await iconsShown(db, loaded, reading.values),
    withdrawalReason: (await withdrawalOf(db, view, request.viewer))?.reason ?? null,
    correctsVersion: await version(bulletin.correctsId),
    supersededByVersion: bulletin.status === 'superseded' ? await version(view.correctedById) : null,
    pageUrl: bulletinLinks(request.origin, bulletin.id).page,
    // The type's setting as it is when the document is made: a layout, not what was published.
    map: loaded.type.pdfMap,
  });
  const bytes = await compilePdf(BULLETIN_TEMPLATE, data, {
    bulletinId: bulletin.id,
    createdAt: bulletin.issuedAt ?? new Date(),
    visitor: request.render.visitor,
  });
  return {
    status: bulletin.status,
    layout: BULLETIN_LAYOUT,
    bytes,
    hash: createHash('sha256').update(bytes).digest('base64url'),
  };
}
