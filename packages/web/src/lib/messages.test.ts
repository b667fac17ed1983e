import { VALUE_MESSAGES, type ValueMessageKey, valueMessage } from '@bora/shared/value-messages';
import { venueInputSchema } from '@bora/shared/venue';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { translateMessage } from './messages.ts';

describe('translateMessage', () => {
  it("says zod's own messages for a bad choice, a boolean and a long text in Italian", async () => {
    await i18n.changeLanguage('it');
    const parsed = venueInputSchema.safeParse({ kind: 'town', active: 'maybe', region: 'x'.repeat(101) });
    const byField = Object.fromEntries(parsed.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(translateMessage(byField.kind)).toBe(
      'Scegli uno tra: city, sport_venue, mountain, coast, airport, other.',
    );
    expect(translateMessage(byField.active)).toBe('Scrivi true o false.');
    expect(translateMessage(byField.region)).toBe('Al massimo 100 caratteri.');
  });

  it('translates the CSV import messages that carry a value, and leaves unknown ones alone', async () => {
    await i18n.changeLanguage('it');
    expect(translateMessage('Write true or false.')).toBe('Scrivi true o false.');
    expect(translateMessage('This code is also on line 12.')).toBe('Questo codice è anche alla riga 12.');
    expect(translateMessage('“4,5,6” is not a number.')).toBe('«4,5,6» non è un numero.');
    expect(translateMessage('No authority with code “arpa-x”.')).toBe('Nessun ente con codice «arpa-x».');
    expect(translateMessage('No user named "rossi".')).toBe('Nessun utente di nome «rossi».');
    expect(translateMessage('Something the app has never seen.')).toBe('Something the app has never seen.');
  });

  it('says every message of the value rules in Italian and in English, with its values written in', async () => {
    const params = {
      decimals: 2,
      min: -2.5,
      max: 150,
      group: '.',
      decimal: ',',
      typed: 'xyz',
      options: 'Verde, Gialla',
    };
    for (const key of Object.keys(VALUE_MESSAGES) as ValueMessageKey[]) {
      const english = valueMessage(key, params);
      await i18n.changeLanguage('en');
      expect(translateMessage(english), key).toBe(english);
      await i18n.changeLanguage('it');
      const italian = translateMessage(english);
      expect(italian, key).not.toBe(english);
      expect(italian, key).not.toMatch(/\{\{|\}\}/);
      if (english.includes('xyz')) expect(italian).toContain('«xyz»');
    }
    expect(translateMessage('At least -2.5.')).toBe('Almeno -2,5.');
    expect(translateMessage('At most 1 decimals.')).toBe('Al massimo 1 decimale.');
    expect(translateMessage('At most 12000.')).toBe('Al massimo 12.000.');
    await i18n.changeLanguage('en');
    expect(translateMessage('At most 1 decimals.')).toBe('At most 1 decimal.');
    expect(translateMessage('At most 12000.')).toBe('At most 12,000.');
  });

  it('says in Italian why a receiver address is refused on its field', async () => {
    await i18n.changeLanguage('it');
    expect(
      translateMessage(
        '10.0.0.7 leads to a private, loopback or reserved address, which receivers may not use here.',
      ),
    ).toBe(
      '10.0.0.7 porta a un indirizzo privato, di loopback o riservato, che qui i destinatari non possono usare.',
    );
  });
});
