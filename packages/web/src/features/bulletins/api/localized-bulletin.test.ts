import { describe, expect, it } from 'vitest';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { localizedBulletin } from './localized-bulletin.ts';

describe('localizedBulletin', () => {
  it('names the time slots in the reader’s language, in Italian where a slot has no label in it', () => {
    const [first, second] = submitted.composition.slots;
    const bulletin = {
      ...submitted,
      composition: {
        ...submitted.composition,
        slots: [
          { ...first, label: 'Mattina', translations: { en: { label: 'Morning' } } },
          { ...second, label: 'Pomeriggio' },
        ],
      },
    } as typeof submitted;
    const labels = (language: string) =>
      localizedBulletin(bulletin, language).composition.slots.map((s) => s.label);
    expect(labels('en')).toEqual(['Morning', 'Pomeriggio']);
    expect(labels('it')).toEqual(['Mattina', 'Pomeriggio']);
    // The codes the cells are keyed by stay as they are.
    expect(localizedBulletin(bulletin, 'en').composition.slots.map((s) => s.code)).toEqual(
      submitted.composition.slots.map((s) => s.code),
    );
  });
});
