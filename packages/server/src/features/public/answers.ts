import { type PublicBulletin, publicBulletinSchema } from '@bora/shared/bulletin-public';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@bora/shared/document-texts';
import type { AnswerBytes } from '../../caches/answer-bytes.ts';
import { publicBulletinBytes } from '../../caches/public-bulletin-bytes.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../db/event-bus.ts';
import { JSON_TYPE, type KeptAnswer, type MadeAnswer } from '../../lib/send-bytes.ts';
import { jsonWriter } from '../../lib/serializer.ts';
import { getPublicBulletin } from '../bulletins/published.ts';
import { attachment, bulletinCsv } from '../documents/export.ts';

/**
 * What is kept with a public bulletin's answer or document: the name it is downloaded under, and
 * the bulletin's content languages (which choose a document's language when the request names none).
 */
type Served = { disposition: string; languages: readonly string[] };
export type PublicAnswer = KeptAnswer & Served;

const write = jsonWriter(publicBulletinSchema);

/**
 * The shape of the answers and documents kept here, raised when what they hold changes for the same
 * revision (2: the titles in every language, the slots' labels in the other languages, CSV numbers
 * without thousands separators): a cache holding an older shape under the revision's tag then asks
 * again and gets the new one, rather than a 304.
 */
const ANSWER_SHAPE = 2;

/**
 * The documents a public bulletin is also served as, each made once per language: how each is
 * made and its media type. A new format is one more entry here.
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
async function made(bulletin: PublicBulletin, document: PublicDocument): Promise<MadeAnswer & Served> {
  const languages = bulletin.composition.languages;
  if (document === 'answer')
    return {
      identity: Buffer.from(write(bulletin)),
      type: JSON_TYPE,
      etag: `"${bulletin.revision}-${ANSWER_SHAPE}"`,
      disposition: attachment(bulletin, 'json'),
      languages,
    };
  const { format, language } = document;
  const { type, make } = DOCUMENT_FORMATS[format];
  return {
    identity: Buffer.from(await make(bulletin, language)),
    type,
    // Another representation of the same revision: its tag says which.
    etag: `"${bulletin.revision}-${ANSWER_SHAPE}-${format}-${language}"`,
    disposition: attachment(bulletin, format),
    languages,
  };
}

/**
 * The answers of `GET /api/public/bulletins/{id}/` and its documents (`export.json`, the same
 * bytes; `export.csv` per language), made once and kept as bytes (caches/public-bulletin-bytes.ts).
 */
export class PublicAnswers {
  private readonly kept: AnswerBytes<string, Served>;

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    this.kept = publicBulletinBytes<Served>(events, (id) => DOCUMENTS.map((document) => keyOf(id, document)));
  }

  /** The JSON answer held in memory, or undefined: asks nothing of the database. */
  held(id: number): PublicAnswer | undefined {
    return this.kept.held(keyOf(id, 'answer'));
  }

  /** The answer or document, made when missing (once for all who ask meanwhile); a 404 when not public. */
  answer(id: number, document: PublicDocument = 'answer'): Promise<PublicAnswer> {
    return this.kept.answer(keyOf(id, document), async () =>
      made(await getPublicBulletin(this.db, id), document),
    );
  }

  close(): void {
    this.kept.close();
  }
}
