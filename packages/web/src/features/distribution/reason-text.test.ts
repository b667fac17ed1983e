import { deliveryReasonCodes } from '@bora/shared/delivery-reason';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import en from '../../locales/en.json';
import it_ from '../../locales/it.json';
import { useReasonText } from './reason-text.ts';

afterEach(() => i18n.changeLanguage('en'));

describe('why a delivery failed', () => {
  it('has a sentence for every code the server gives, in both languages', () => {
    for (const texts of [en, it_]) {
      expect(Object.keys(texts.distribution.reason).sort()).toEqual([...deliveryReasonCodes].sort());
    }
  });

  it('is told from its code and values, the receiver’s own words kept as they came', async () => {
    await i18n.changeLanguage('it');
    const { result } = renderHook(() => useReasonText());
    const say = result.current;
    expect(say({ code: 'receiver_answered', params: { status: 500, text: 'Internal error.' } }, '')).toBe(
      'Il destinatario ha risposto 500: Internal error.',
    );
    expect(say({ code: 'receiver_answered', params: { status: 404, text: '' } }, '')).toBe(
      'Il destinatario ha risposto 404.',
    );
    expect(say({ code: 'connection_failed', params: { code: 'EHOSTUNREACH' } }, '')).toBe(
      'La connessione non è riuscita (EHOSTUNREACH).',
    );
    expect(say({ code: 'no_answer', params: { seconds: 10 } }, '')).toBe('Nessuna risposta entro 10 s.');
    expect(say({ code: 'receiver_gone', params: { at: '2026-03-28T16:30:00.000Z' } }, '')).toMatch(
      /^Il destinatario ha risposto 410 Gone il 28 mar 2026, 17:30\.$/,
    );
    // A try logged before reasons had codes keeps its English.
    expect(say(null, 'The receiver answered 502.')).toBe('The receiver answered 502.');
  });
});
