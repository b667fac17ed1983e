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

  it('says the bulletin workflow refusals with the state and the action in words, in both languages', async () => {
    const notApplicable = {
      ...conflict,
      code: 'action_not_applicable',
      params: { action: 'publish', status: 'draft' },
    };
    const failed = { ...conflict, code: 'check_failed', params: { errors: 1 } };
    await i18n.changeLanguage('en');
    expect(problemText(notApplicable)).toBe(
      'This bulletin is a draft, so it cannot be published: reload the page to see its current state.',
    );
    expect(problemText(failed)).toBe('The check finds 1 error: correct it first.');
    await i18n.changeLanguage('it');
    expect(problemText(notApplicable)).toBe(
      'Questo bollettino è in bozza, quindi non può essere pubblicato: ricarica la pagina per vederne lo stato attuale.',
    );
    expect(problemText({ ...failed, params: { errors: 3 } })).toBe(
      'Il controllo trova 3 errori: correggili prima.',
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

describe('problemText of a bulletin diff', () => {
  it('says in both languages that only bulletins of one type are compared', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Validation failed',
      status: 400,
      code: 'diff_other_type',
      params: { against: 9 },
      errors: { against: ['Compare with a bulletin of the same type.'] },
    };
    expect(problemText(problem)).toBe(
      'Bulletin #9 is of another type: only bulletins of one type are compared.',
    );
    await i18n.changeLanguage('it');
    expect(problemText(problem)).toBe(
      'Il bollettino n. 9 è di un altro tipo: si confrontano solo bollettini dello stesso tipo.',
    );
    expect(problemText({ ...problem, code: 'validation_failed', params: {} })).toBe(
      'Confronta con un bollettino dello stesso tipo.',
    );
  });
});
