import { describe, expect, it } from 'vitest';
import { askedLanguage } from '../../lib/html.ts';
import { documentLanguage } from './language.ts';

describe('documentLanguage', () => {
  it('takes lang first, whatever the request accepts', () => {
    expect(documentLanguage('en', 'it-IT,it;q=0.9', ['it'])).toBe('en');
  });

  it('else takes the language Accept-Language wants most, regions and weights read', () => {
    expect(askedLanguage('en-GB,en;q=0.9,it;q=0.8')).toBe('en');
    expect(askedLanguage('de-DE, en;q=0.4, it;q=0.7')).toBe('it');
    expect(askedLanguage('it;q=0, en;q=0.1')).toBe('en');
    expect(documentLanguage(undefined, 'fr, en-US;q=0.5', ['it'])).toBe('en');
  });

  it('else writes in the type’s first language, Italian when that is neither', () => {
    expect(askedLanguage('de, fr')).toBeNull();
    expect(documentLanguage(undefined, 'de', ['en', 'it'])).toBe('en');
    expect(documentLanguage(undefined, undefined, ['it', 'en'])).toBe('it');
    expect(documentLanguage(undefined, '', ['de', 'en'])).toBe('it');
  });
});
