/**
 * The texts Bora writes for people outside its screens (documents, feeds, e-mails), in every
 * language of the screens. The web app loads them into its own texts under `document.`, so a
 * heading reads the same on the screen and on paper. Placeholders are written `{{name}}`, as
 * i18next writes them.
 */
import type { BulletinStatus } from './workflow.ts';

const it = {
  venue: 'Località',
  venueCode: 'Codice località',
  date: 'Data',
  slot: 'Fascia oraria',
  /** A wind direction that is variable (VRB). */
  variable: 'variabile',
  notes: 'Note',
  bulletinType: 'Tipo di bollettino',
  authority: 'Ente',
  issueDate: 'Data di emissione',
  validity: 'Validità',
  validFromTo: 'dal {{from}} al {{to}}',
  version: 'Versione',
  issuedAt: 'Emesso il',
  state: 'Stato',
  status: {
    draft: 'Bozza',
    submitted: 'Inviato',
    published: 'Pubblicato',
    withdrawn: 'Ritirato',
    superseded: 'Sostituito',
  } satisfies Record<BulletinStatus, string>,
  /** What is written across a page that is not, or no longer, the valid bulletin. */
  mark: {
    draft: 'BOZZA',
    submitted: 'BOZZA',
    withdrawn: 'RITIRATO',
    superseded: 'SOSTITUITO',
  },
  correctsVersion: 'Corregge la versione {{version}}',
  correctedByVersion: 'Corretto dalla versione {{version}}',
  withdrawnReason: 'Ritirato: {{reason}}',
  publicPage: 'Pagina pubblica',
  map: 'Mappa',
  mapAlt: 'Mappa delle località con le coste e i confini',
  pageOf: 'Pagina {{page}} di {{pages}}',
  /** The key to the icons a document draws. */
  legend: 'Legenda',
  /** The contact sheet of an icon comparison. */
  iconSheet: {
    title: 'Confronto delle icone',
    reference: 'Riferimento',
    legend:
      'Una riga per icona di riferimento; accanto, l’icona di ogni set associata. ✕: nessuna icona; ⚠: più icone della stessa variante.',
    made: 'Creato il {{date}}',
  },
  /** The e-mails to the subscribers of a bulletin type. */
  mail: {
    /** `title`: the type's name, the date and the bulletin's title where it says more (issueHeadline). */
    subject: {
      published: '{{title}}',
      corrected: 'Rettifica – {{title}}',
      withdrawn: 'Ritirato – {{title}}',
    },
    correctedIntro: 'Questo bollettino corregge la versione {{version}} già inviata.',
    withdrawnIntro: 'Questo bollettino è stato ritirato: non va più usato.',
    /** The key values of a venue's slot: the lowest and highest temperature, the wind. */
    minimum: 'min',
    maximum: 'max',
    wind: 'vento',
    moreVenues: 'E altre {{count}} località nel bollettino in rete e nel PDF.',
    attached: 'Il bollettino completo è allegato in PDF.',
    readOnline: 'Leggi il bollettino in rete',
    why: 'Ricevi questo messaggio perché ti sei iscritto ai bollettini «{{type}}».',
    unsubscribe: 'Annulla l’iscrizione',
    confirmSubject: 'Conferma l’iscrizione ai bollettini «{{type}}»',
    confirmBody:
      'Qualcuno, forse tu, ha chiesto di ricevere per e-mail i bollettini «{{type}}» a questo indirizzo. Per confermare, apri il collegamento qui sotto entro {{hours}} ore.',
    confirmButton: 'Conferma l’iscrizione',
    confirmIgnore: 'Se non sei stato tu, ignora questo messaggio: non riceverai nulla.',
    /** One confirmation of several types at once: `types` lists their names, each in quotes. */
    confirmSubjectMany: 'Conferma l’iscrizione a {{count}} tipi di bollettino',
    confirmBodyMany:
      'Qualcuno, forse tu, ha chiesto di ricevere per e-mail a questo indirizzo i bollettini {{types}}. Per confermarli tutti, apri il collegamento qui sotto entro {{hours}} ore.',
    quoted: '«{{name}}»',
  },
  /** The e-mails that tell a person of a notification (the kinds of shared/notification.ts). */
  notice: {
    subject: {
      submitted: 'Da revisionare: {{type}} del {{date}}',
      returned: 'Restituito: {{type}} del {{date}}',
      published: 'Pubblicato: {{type}} del {{date}}',
      delivery_failed: 'Invio non riuscito: {{type}}',
      webhook_disabled: 'Webhook disattivato: {{type}}',
      missing: 'Non ancora pubblicato: {{type}} del {{date}}',
      still_missing: 'Ancora non pubblicato: {{type}} del {{date}}',
    },
    body: {
      submitted: '{{actor}} ha inviato in revisione il bollettino «{{type}}» del {{date}}.',
      returned:
        '{{actor}} ha restituito il bollettino «{{type}}» del {{date}} con questo commento: {{comment}}',
      published: '{{actor}} ha pubblicato il bollettino «{{type}}» del {{date}}.',
      delivery_failed: 'Un invio del bollettino «{{type}}» a {{receiver}} non è riuscito.',
      webhook_disabled:
        'Il webhook {{receiver}} del tipo «{{type}}» ha risposto 410 Gone ed è stato disattivato.',
      missing: 'Il bollettino «{{type}}» del {{date}} non è ancora pubblicato: era atteso alle {{time}}.',
      still_missing:
        'Il bollettino «{{type}}» del {{date}} non è ancora pubblicato, un’ora dopo le {{time}}.',
    },
    open: 'Apri in Bora',
    why: 'Ricevi questo messaggio perché l’hai scelto nel tuo profilo, dove puoi cambiare la scelta.',
  },
} as const;

/** Every text of the Italian catalogue, in the shape it has: another language must give each one. */
type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

const en: Catalogue<typeof it> = {
  venue: 'Venue',
  venueCode: 'Venue code',
  date: 'Date',
  slot: 'Time slot',
  variable: 'variable',
  notes: 'Notes',
  bulletinType: 'Bulletin type',
  authority: 'Authority',
  issueDate: 'Issue date',
  validity: 'Valid',
  validFromTo: 'from {{from}} to {{to}}',
  version: 'Version',
  issuedAt: 'Issued at',
  state: 'State',
  status: {
    draft: 'Draft',
    submitted: 'Submitted',
    published: 'Published',
    withdrawn: 'Withdrawn',
    superseded: 'Superseded',
  },
  mark: {
    draft: 'DRAFT',
    submitted: 'DRAFT',
    withdrawn: 'WITHDRAWN',
    superseded: 'SUPERSEDED',
  },
  correctsVersion: 'Corrects version {{version}}',
  correctedByVersion: 'Corrected by version {{version}}',
  withdrawnReason: 'Withdrawn: {{reason}}',
  publicPage: 'Public page',
  map: 'Map',
  mapAlt: 'Map of the venues with coastlines and borders',
  pageOf: 'Page {{page}} of {{pages}}',
  legend: 'Key to the icons',
  /** The contact sheet of an icon comparison. */
  iconSheet: {
    title: 'Icon comparison',
    reference: 'Reference',
    legend:
      'A row per reference icon; beside it, the icon of each set mapped to it. ✕: no icon; ⚠: several icons of one variant.',
    made: 'Made on {{date}}',
  },
  mail: {
    subject: {
      published: '{{title}}',
      corrected: 'Correction – {{title}}',
      withdrawn: 'Withdrawn – {{title}}',
    },
    correctedIntro: 'This bulletin corrects version {{version}}, sent before.',
    withdrawnIntro: 'This bulletin has been withdrawn: it is no longer to be used.',
    minimum: 'min',
    maximum: 'max',
    wind: 'wind',
    moreVenues: 'And {{count}} more venues in the bulletin online and in the PDF.',
    attached: 'The whole bulletin is attached as a PDF.',
    readOnline: 'Read the bulletin online',
    why: 'You receive this message because you subscribed to the “{{type}}” bulletins.',
    unsubscribe: 'Unsubscribe',
    confirmSubject: 'Confirm your subscription to the “{{type}}” bulletins',
    confirmBody:
      'Someone, perhaps you, asked to receive the “{{type}}” bulletins by e-mail at this address. To confirm, open the link below within {{hours}} hours.',
    confirmButton: 'Confirm the subscription',
    confirmIgnore: 'If it was not you, ignore this message: you will receive nothing.',
    confirmSubjectMany: 'Confirm your subscription to {{count}} bulletin types',
    confirmBodyMany:
      'Someone, perhaps you, asked to receive the {{types}} bulletins by e-mail at this address. To confirm them all, open the link below within {{hours}} hours.',
    quoted: '“{{name}}”',
  },
  notice: {
    subject: {
      submitted: 'To review: {{type}} of {{date}}',
      returned: 'Returned: {{type}} of {{date}}',
      published: 'Published: {{type}} of {{date}}',
      delivery_failed: 'Delivery failed: {{type}}',
      webhook_disabled: 'Webhook turned off: {{type}}',
      missing: 'Not published yet: {{type}} of {{date}}',
      still_missing: 'Still not published: {{type}} of {{date}}',
    },
    body: {
      submitted: '{{actor}} submitted the “{{type}}” bulletin of {{date}} for review.',
      returned: '{{actor}} returned the “{{type}}” bulletin of {{date}} with this comment: {{comment}}',
      published: '{{actor}} published the “{{type}}” bulletin of {{date}}.',
      delivery_failed: 'A delivery of the “{{type}}” bulletin to {{receiver}} failed.',
      webhook_disabled:
        'The webhook {{receiver}} of the “{{type}}” type answered 410 Gone and was turned off.',
      missing: 'The “{{type}}” bulletin of {{date}} is not published yet: it was due at {{time}}.',
      still_missing: 'The “{{type}}” bulletin of {{date}} is still not published, an hour after {{time}}.',
    },
    open: 'Open in Bora',
    why: 'You receive this message because you chose it on your profile, where you can change the choice.',
  },
};

/** The languages documents are written in. */
export const DOCUMENT_LANGUAGES = ['it', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** The whole catalogue, per language (the web app loads a language's part with its own texts). */
export const DOCUMENT_TEXTS: Record<DocumentLanguage, Catalogue<typeof it>> = { it, en };

type Keys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Keys<T[K]>}`;
}[keyof T & string];

/** A text of the catalogue: `venue`, `status.draft`, `mark.withdrawn` … */
export type DocumentTextKey = Keys<typeof it>;

/** A text in `language`, with each `{{name}}` replaced by `params[name]` (left as it is when not given). */
export function documentText(
  language: DocumentLanguage,
  key: DocumentTextKey,
  params: Record<string, string | number> = {},
): string {
  let text: unknown = DOCUMENT_TEXTS[language];
  for (const part of key.split('.')) text = (text as Record<string, unknown>)[part];
  return (text as string).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A day's name in `language` ("lunedì", "Monday"), for a calendar date such as 2026-03-29. */
export function dayName(date: string, language: DocumentLanguage): string {
  return weekdays(language).format(new Date(`${date}T12:00:00Z`));
}

const weekdayFormats = new Map<DocumentLanguage, Intl.DateTimeFormat>();
function weekdays(language: DocumentLanguage): Intl.DateTimeFormat {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(language, format);
  }
  return format;
}
