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
});
