import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { problemText } from './problem-text.ts';

const conflict = { type: 'about:blank', title: 'Conflict', status: 409 };

describe('problemText', () => {
  it('says a known problem by its code, with real plurals in both languages', async () => {
    const owned = (venues: number, iconSets: number) => ({
      ...conflict,
      code: 'authority_in_use',
      params: { name: 'ARPA', venues, icon_sets: iconSets, bulletin_types: 0 },
      detail: 'in English',
    });
    expect(problemText(owned(1, 2))).toBe(
      'ARPA still has 1 venue and 2 icon sets: move or delete them first.',
    );
    await i18n.changeLanguage('it');
    expect(problemText(owned(18, 1))).toBe(
      'ARPA ha ancora 18 località e 1 set di icone: spostali o eliminali prima.',
    );
    const usedBy = (names: string[]) => ({
      ...conflict,
      code: 'used_by_bulletin_types',
      params: { name: 'Verona', count: names.length, bulletin_types: names.join(', ') },
    });
    expect(problemText(usedBy(['Veneto']))).toContain('è in uso nel tipo di bollettino Veneto');
    expect(problemText(usedBy(['Veneto', 'Garda']))).toContain(
      'è in uso in 2 tipi di bollettino (Veneto, Garda)',
    );
  });

  it('falls back to the field messages, then to the English detail, for a code it does not know', async () => {
    await i18n.changeLanguage('it');
    expect(problemText({ ...conflict, code: 'validation_failed', errors: { code: ['Enter a code.'] } })).toBe(
      'Inserisci un codice.',
    );
    expect(problemText({ ...conflict, code: 'something_new', detail: 'Something new.' })).toBe(
      'Something new.',
    );
  });
});
