import type { BulletinStatus } from '@bora/shared/workflow';

/** The words a bulletin's PDF says around the bulletin's own texts, in the document's language. */
export type PdfWords = {
  bulletinType: string;
  issueDate: string;
  version: string;
  state: string;
  states: Record<BulletinStatus, string>;
  venue: string;
  notes: string;
  emptyGrid: string;
  page: string;
  draftMark: string;
  withdrawnMark: string;
  supersededMark: string;
  notPublished: string;
  corrects: (version: number) => string;
  withdrawn: (reason: string) => string;
  superseded: (version: number | null) => string;
  textsIn: (language: string) => string;
};

const WORDS: Record<'it' | 'en', PdfWords> = {
  it: {
    bulletinType: 'Tipo di bollettino',
    issueDate: 'Data di emissione',
    version: 'Versione',
    state: 'Stato',
    states: {
      draft: 'bozza',
      submitted: 'inviato per la revisione',
      published: 'pubblicato',
      withdrawn: 'ritirato',
      superseded: 'sostituito',
    },
    venue: 'Località',
    notes: 'Note',
    emptyGrid: 'Il bollettino non ha celle.',
    page: 'Pagina del bollettino:',
    draftMark: 'BOZZA',
    withdrawnMark: 'RITIRATO',
    supersededMark: 'SOSTITUITO',
    notPublished: 'Bozza non pubblicata: i valori possono ancora cambiare.',
    corrects: (version) => `Questa versione corregge la versione ${version}.`,
    withdrawn: (reason) => `RITIRATO: questo bollettino è stato ritirato. Motivo: ${reason}`,
    superseded: (version) =>
      version === null
        ? 'Sostituito da una correzione.'
        : `Sostituito dalla versione ${version}, che lo corregge.`,
    textsIn: (language) => `Testi (${language})`,
  },
  en: {
    bulletinType: 'Bulletin type',
    issueDate: 'Issue date',
    version: 'Version',
    state: 'State',
    states: {
      draft: 'draft',
      submitted: 'submitted for review',
      published: 'published',
      withdrawn: 'withdrawn',
      superseded: 'superseded',
    },
    venue: 'Venue',
    notes: 'Notes',
    emptyGrid: 'The bulletin has no cells.',
    page: 'Bulletin page:',
    draftMark: 'DRAFT',
    withdrawnMark: 'WITHDRAWN',
    supersededMark: 'SUPERSEDED',
    notPublished: 'Unpublished draft: its values may still change.',
    corrects: (version) => `This version corrects version ${version}.`,
    withdrawn: (reason) => `WITHDRAWN: this bulletin was withdrawn. Reason: ${reason}`,
    superseded: (version) =>
      version === null
        ? 'Superseded by a correction.'
        : `Superseded by version ${version}, which corrects it.`,
    textsIn: (language) => `Texts (${language})`,
  },
};

export function pdfWords(language: 'it' | 'en'): PdfWords {
  return WORDS[language];
}
