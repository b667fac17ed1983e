import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longDate, longPeriod } from './date-words.ts';
import {
  renderTitle,
  TITLE_PLACEHOLDERS,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from './title-template.ts';

const facts = { issueDate: '2026-11-28', days: 3, typeName: 'Previsioni Veneto' };

describe('long dates', () => {
  it('writes a date the way each content language writes it in a title', () => {
    expect(longDate('2026-11-28', 'it')).toBe('28 novembre 2026');
    expect(longDate('2026-11-28', 'en')).toBe('28 November 2026');
    expect(longDate('2026-03-01', 'de')).toBe('1. März 2026');
    expect(longDate('2026-03-01', 'fr')).toBe('1er mars 2026');
    expect(longDate('2026-08-09', 'sl')).toBe('9. avgust 2026');
  });

  it('says a shared month and year once in a period', () => {
    expect(longPeriod('2026-11-28', '2026-11-30', 'it')).toBe('28–30 novembre 2026');
    expect(longPeriod('2026-11-30', '2026-12-02', 'en')).toBe('30 November – 2 December 2026');
    expect(longPeriod('2026-12-31', '2027-01-01', 'it')).toBe('31 dicembre 2026 – 1 gennaio 2027');
    expect(longPeriod('2026-11-28', '2026-11-28', 'en')).toBe('28 November 2026');
  });
});

describe('renderTitle', () => {
  it('makes an Italian title from its template', () => {
    expect(renderTitle('Previsioni del {issue_date}', 'it', facts)).toBe('Previsioni del 28 novembre 2026');
    expect(renderTitle('{type}: dal {valid_from} al {valid_to}', 'it', facts)).toBe(
      'Previsioni Veneto: dal 28 novembre 2026 al 30 novembre 2026',
    );
    expect(renderTitle('Previsioni {valid_period}', 'it', { ...facts, issueDate: '2026-11-30' })).toBe(
      'Previsioni 30 novembre – 2 dicembre 2026',
    );
  });

  it('makes an English title from its template', () => {
    expect(renderTitle('Forecast for {issue_date}', 'en', facts)).toBe('Forecast for 28 November 2026');
    expect(renderTitle('{type}, valid {valid_period}', 'en', facts)).toBe(
      'Previsioni Veneto, valid 28–30 November 2026',
    );
    expect(renderTitle('Until {valid_to}', 'en', { ...facts, days: 1 })).toBe('Until 28 November 2026');
  });

  it('leaves a text without placeholders as it is, trimmed', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{')),
        (text) => {
          expect(renderTitle(text, 'it', facts)).toBe(text.trim());
        },
      ),
    );
  });

  it('replaces every known placeholder, wherever it stands', () => {
    const placeholder = fc.constantFrom(...TITLE_PLACEHOLDERS).map((p) => `{${p}}`);
    const piece = fc.oneof(
      placeholder,
      fc.string().filter((s) => !/[{}]/.test(s)),
    );
    fc.assert(
      fc.property(fc.array(piece), fc.constantFrom('it', 'en', 'de', 'fr', 'sl'), (pieces, language) => {
        const title = renderTitle(pieces.join(''), language, facts);
        expect(title).not.toMatch(/\{(issue_date|valid_from|valid_to|valid_period|type)\}/);
        expect(unknownPlaceholders(pieces.join(''))).toEqual([]);
      }),
    );
  });
});

describe('unknownPlaceholders', () => {
  it('names each placeholder it does not know, once, as written', () => {
    expect(unknownPlaceholders('Previsioni del {date} ({date}, {issue_date}, { type }, {})')).toEqual([
      '{date}',
      '{ type }',
      '{}',
    ]);
    expect(unknownPlaceholders('Nessun segnaposto: } {')).toEqual([]);
  });

  it('says which placeholders there are', () => {
    expect(unknownPlaceholderMessage('{date}')).toBe(
      'Unknown placeholder {date}: use {issue_date}, {valid_from}, {valid_to}, {valid_period}, {type}.',
    );
  });
});
