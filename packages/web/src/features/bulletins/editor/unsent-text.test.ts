import { cellId } from '@bora/shared/bulletin-check';
import { describe, expect, it } from 'vitest';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { sheetLayout } from '../sheet/sheet-layout.ts';
import { initialEditor } from './editor-state.ts';
import { unsentAsText } from './unsent-text.ts';

describe('the unsent edits to keep', () => {
  it('name each cell’s date, slot and value as a person reads them, never by codes or indexes', () => {
    const state = initialEditor(submitted);
    const sky = { venue_id: 12, day: 1, slot: 'pomeriggio', data_type_id: 1 };
    const wind = { venue_id: 12, day: 1, slot: 'pomeriggio', data_type_id: 3 };
    state.sheet.draft.cells = {
      [cellId(sky)]: { key: sky, base: null, mine: { kind: 'value', value: 'clear' } },
      [cellId(wind)]: { key: wind, base: null, mine: { kind: 'value', value: 'SW', note: 'Föhn' } },
    };
    const layout = sheetLayout(submitted.composition);
    const italian = unsentAsText(submitted, layout, state, {
      language: 'it',
      icons: [{ code: 'clear', name: 'Sereno' }],
    });
    expect(italian.split('\n').slice(0, 2)).toEqual([
      'Cortina d’Ampezzo\t30 marzo\tPomeriggio\tSky\tSereno',
      'Cortina d’Ampezzo\t30 marzo\tPomeriggio\tWind direction\tSO\tFöhn',
    ]);
    const english = unsentAsText(submitted, layout, state, {
      language: 'en',
      icons: [{ code: 'clear', name: 'Clear sky' }],
    });
    expect(english.split('\n')[0]).toBe('Cortina d’Ampezzo\tMarch 30\tPomeriggio\tSky\tClear sky');
  });
});
