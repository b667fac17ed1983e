import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type PublicBulletin, publicBulletinSchema } from '@bora/shared/bulletin-public';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@bora/shared/document-texts';
import type { Db } from '../../db/client.ts';
import type { KEPT_ENCODINGS, KeptEncoding } from '../../lib/accept-encoding.ts';
import { BoundedCache } from '../../lib/bounded-cache.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { jsonWriter } from '../../lib/serializer.ts';
import { attachment, bulletinCsv } from './export.ts';
import { revisionTag } from './guard.ts';
import { getPublicBulletin } from './public.ts';

/**
 * A public bulletin's answer or document as bytes, in every encoding it is served in, with its tag,
 * its media type, the name it is downloaded under, and the bulletin's content languages (which
 * choose a document's language when the request names none).
 */
export type PublicAnswer = {
  etag: string;
  type: string;
  disposition: string;
  languages: readonly string[];
} & Record<KeptEncoding, Buffer>;

const MiB = 1024 * 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const write = jsonWriter(publicBulletinSchema);

/**
 * The documents a public bulletin is also served as, each made once per language: how each is
 * made and its media type. A new format (the PDF) is one more entry here.
 */
const DOCUMENT_FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', make: bulletinCsv },
} satisfies Record<
  string,
  { type: string; make: (bulletin: PublicBulletin, language: DocumentLanguage) => string | Promise<Buffer> }
>;
export type DocumentFormat = keyof typeof DOCUMENT_FORMATS;

/** What is kept of a public bulletin: its JSON answer (also its JSON document), and its documents per language. */
export type PublicDocument = 'answer' | { format: DocumentFormat; language: DocumentLanguage };

/** Every key a bulletin's answers may be kept under, to forget them all when it changes. */
const DOCUMENTS: readonly PublicDocument[] = [
  'answer',
  ...(Object.keys(DOCUMENT_FORMATS) as DocumentFormat[]).flatMap((format) =>
    DOCUMENT_LANGUAGES.map((language) => ({ format, language })),
  ),
];

function keyOf(id: number, document: PublicDocument): string {
  return document === 'answer' ? String(id) : `${id}/${document.format}/${document.language}`;
}

/** The bytes of a bulletin's answer or document, and how they are served. */
async function made(bulletin: PublicBulletin, document: PublicDocument) {
  if (document === 'answer')
    return {
      body: write(bulletin),
      type: 'application/json; charset=utf-8',
      etag: revisionTag(bulletin.revision),
      disposition: attachment(bulletin, 'json'),
    };
  const { format, language } = document;
  const { type, make } = DOCUMENT_FORMATS[format];
  return {
    body: await make(bulletin, language),
    type,
    // Another representation of the same revision: its tag says which.
    etag: `"${bulletin.revision}-${format}-${language}"`,
    disposition: attachment(bulletin, format),
  };
}

/** Made once: compressed as small as the formats go, off the event loop (zlib's own threads). */
async function encoded(json: Buffer): Promise<Record<(typeof KEPT_ENCODINGS)[number], Buffer>> {
  const [br, gzip] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzipped(json, { level: 9 }),
  ]);
  return { br, gzip };
}

/**
 * The answers of `GET /api/public/bulletins/{id}/` and its documents (`export.json`, the same
 * bytes; `export.csv` per language), made once and kept as bytes. What was published
 * never changes: only its state does (superseded, withdrawn, a correction opened), and each such
 * step is heard on the `bulletins` channel, which forgets that bulletin's answer; a change to any
 * reference table (a type made private, say) forgets them all. Kept only while the bus is live,
 * so an answer never outlives a change this server could have missed.
 */
export class PublicAnswers {
  private readonly kept: BoundedCache<string, PublicAnswer>;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    this.kept = new BoundedCache(events, {
      maxEntries: 2000,
      maxAgeMs: 60 * 60_000,
      maxWeight: 128 * MiB,
      weigh: (answer) => answer.identity.length + answer.br.length + answer.gzip.length,
    });
    this.unsubscribe = [
      events.subscribe('bulletins', (signal) => {
        for (const document of DOCUMENTS) this.kept.forget(keyOf(signal.bulletin, document));
      }),
      events.subscribe('tables', () => this.kept.drop()),
    ];
  }

  /** The JSON answer held in memory, or undefined: asks nothing of the database. */
  held(id: number): PublicAnswer | undefined {
    return this.kept.get(keyOf(id, 'answer'));
  }

  /** The answer or document, made when missing (once for all who ask meanwhile); a 404 when not public. */
  async answer(id: number, document: PublicDocument = 'answer'): Promise<PublicAnswer> {
    const answer = await this.kept.load(keyOf(id, document), async () => {
      const bulletin = await getPublicBulletin(this.db, id);
      const { body, ...served } = await made(bulletin, document);
      const identity = Buffer.from(body);
      return { ...served, languages: bulletin.composition.languages, identity, ...(await encoded(identity)) };
    });
    // `load` answers undefined only for a read that found nothing, and that read throws a 404.
    if (!answer) throw new Error(`public bulletin ${id}: no answer`);
    return answer;
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
  }
}
