import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS, dayName, documentText } from './document-texts.ts';

function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, text]) =>
    typeof text === 'string' ? [`${prefix}${key}`] : keysOf(text, `${prefix}${key}.`),
  );
}

describe('the document texts', () => {
  it('give every text in both languages, none blank', () => {
    expect(keysOf(DOCUMENT_TEXTS.en)).toEqual(keysOf(DOCUMENT_TEXTS.it));
    for (const language of ['it', 'en'] as const)
      for (const key of keysOf(DOCUMENT_TEXTS[language]))
        expect(documentText(language, key as never).trim(), `${language} ${key}`).not.toBe('');
  });

  it('are looked up by key and language, with their placeholders filled', () => {
    expect(documentText('it', 'venue')).toBe('Località');
    expect(documentText('en', 'mark.draft')).toBe('DRAFT');
    expect(documentText('it', 'mark.withdrawn')).toBe('RITIRATO');
    expect(documentText('en', 'correctsVersion', { version: 2 })).toBe('Corrects version 2');
    expect(documentText('it', 'pageOf', { page: 1, pages: 3 })).toBe('Pagina 1 di 3');
    expect(documentText('en', 'withdrawnReason', { reason: 'Wrong run' })).toBe('Withdrawn: Wrong run');
  });

  it('leave a placeholder not given as it is written', () => {
    expect(documentText('en', 'pageOf', { page: 1 })).toBe('Page 1 of {{pages}}');
  });
});

describe('dayName', () => {
  it('names a calendar day in the language, whatever the machine’s time zone', () => {
    expect(dayName('2026-03-29', 'it')).toBe('domenica');
    expect(dayName('2026-03-30', 'en')).toBe('Monday');
  });
});
