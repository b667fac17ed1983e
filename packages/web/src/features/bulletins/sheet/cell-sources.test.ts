import { cellId } from '@bora/shared/bulletin-check';
import { describe, expect, it } from 'vitest';
import { typedValue } from '../../../test/bulletin-test-data.ts';
import { countSources, sourcesOfValues, sourcesWithPending } from './cell-sources.ts';

const run = 'import: ecmwf-pp 2026-11-25T00Z (key model-bot)';
const imported = { ...typedValue(1, 0, 'am', 7, 12), source: 'imported' as const, origin: run };
const copied = { ...typedValue(2, 0, 'am', 7, 9), source: 'copied' as const, origin: run, copied_from: 12 };
const typed = { ...typedValue(3, 0, 'am', 7, 4), origin: 'bulletin 41 (user mrossi)' };
const server = sourcesOfValues([imported, copied, typed]);
const key = (venue_id: number) => ({ venue_id, day: 0, slot: 'am', data_type_id: 7 });

describe('the sources of the cells', () => {
  it('are the server’s, origin and copied-from bulletin with them', () => {
    const sourceOf = sourcesWithPending(server, {});
    expect(sourceOf(cellId(key(1)))).toEqual({
      source: 'imported',
      origin: run,
      copied_from: null,
      here: false,
    });
    expect(sourceOf(cellId(key(2)))).toEqual({ source: 'copied', origin: run, copied_from: 12, here: false });
    expect(sourceOf(cellId(key(4)))).toBeUndefined();
    expect(countSources(server)).toEqual({ imported: 1, copied: 1, manual: 1 });
  });

  it('a cell changed here and not saved is typed here; one cleared here has none', () => {
    const pending = {
      [cellId(key(1))]: { key: key(1), base: null, mine: { kind: 'value', value: 13 } as const },
      [cellId(key(2))]: { key: key(2), base: null, mine: null },
      [cellId(key(4))]: {
        key: key(4),
        base: null,
        mine: { kind: 'invalid', raw: 'x', problem: 'Not a number.' } as const,
      },
    };
    const sourceOf = sourcesWithPending(server, pending);
    expect(sourceOf(cellId(key(1)))).toMatchObject({ source: 'manual', here: true });
    expect(sourceOf(cellId(key(2)))).toBeUndefined();
    // Refused text is typed too: it is what the person wrote there.
    expect(sourceOf(cellId(key(4)))).toMatchObject({ source: 'manual', here: true });
    expect(countSources(server, pending)).toEqual({ imported: 0, copied: 0, manual: 3 });
  });
});
