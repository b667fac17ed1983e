import type { BulletinDetail } from '@bora/shared/bulletin';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { sheetLayout } from '../sheet/sheet-layout.ts';
import type { SheetState } from '../sheet/sheet-state.ts';
import { editorReducer, initialEditor } from './editor-state.ts';
import { useLiveCheck } from './use-live-check.ts';

const draft: BulletinDetail = { ...submitted, status: 'draft', can_edit: true, actions: [] };
const layout = sheetLayout(draft.composition);
/** Belluno's first morning: its maximum temperature holds 12.5, its sky is clear. */
const bellunoTmax = { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2 };
const NO_FLASHES: ReadonlyMap<string, string> = new Map();
/** The set's one icon, which Belluno's sky holds. */
const ICONS = [{ code: 'clear', name: 'Clear sky' }];

/** The sheet after typing `value` in Belluno's first maximum temperature. */
function typed(sheet: SheetState, value: number): SheetState {
  const edit = {
    kind: 'type' as const,
    changes: [
      {
        key: bellunoTmax,
        before: { kind: 'value' as const, value: 12.5, note: 'Warmer in the valley' },
        after: { kind: 'value' as const, value, note: 'Warmer in the valley' },
      },
    ],
  };
  const state = editorReducer({ ...initialEditor(draft), sheet }, { type: 'edit', edit });
  return state.sheet;
}

function liveCheck(flashes = NO_FLASHES) {
  const first = initialEditor(draft).sheet;
  const view = renderHook(
    ({ sheet, flashes }) =>
      useLiveCheck({ bulletin: draft, layout, sheet, texts: draft.texts, icons: ICONS, flashes }),
    { initialProps: { sheet: first, flashes } },
  );
  return { ...view, first };
}

describe('the check as typed', () => {
  it('counts the problems of the draft as it is, at its revision', () => {
    const { result } = liveCheck();
    const { check } = result.current;
    expect(check.revision).toBe(draft.revision);
    expect(check.errors).toBe(check.problems.filter((p) => p.severity === 'error').length);
    expect(check.warnings).toBe(check.problems.filter((p) => p.severity === 'warning').length);
    expect(check.passes).toBe(check.errors === 0);
    // Required values are missing: they are listed, not marked on their cells.
    expect(check.problems.some((p) => p.code === 'required_missing')).toBe(true);
    expect(check.passes).toBe(false);
    expect(result.current.marks.problems.size).toBe(0);
  });

  it('follows an edit once it has painted, marking the cell with the sentence of its problem', async () => {
    const { result, rerender, first } = liveCheck();
    const before = result.current.check;
    const sheet = typed(first, 99);
    rerender({ sheet, flashes: NO_FLASHES });
    // The keystroke paints first: the check is the one before it.
    expect(result.current.check).toBe(before);
    await waitFor(() => expect(result.current.settledSheet).toBe(sheet));
    const mark = result.current.marks.problems.get('11/0/mattina/2');
    expect(mark?.severity).toBe('error');
    expect(mark?.text).toBe('Belluno, Mar 29, Mattina, Max temperature: the value is not valid: At most 50.');
    expect(result.current.check.errors).toBe(before.errors + 1);
    expect(result.current.settledCells.get('11/0/mattina/2')).toEqual({
      kind: 'value',
      value: 99,
      note: 'Warmer in the valley',
    });
  });

  it('flashes the cells someone else just saved (the sky), but not one that shows my unsent value', async () => {
    const flashes = new Map([
      ['11/0/mattina/2', 'Anna'],
      ['11/0/mattina/1', 'Anna'],
    ]);
    const { result, rerender, first } = liveCheck(flashes);
    expect([...result.current.marks.flashes]).toEqual([...flashes]);
    rerender({ sheet: typed(first, 14), flashes });
    await waitFor(() => expect([...result.current.marks.flashes.keys()]).toEqual(['11/0/mattina/1']));
  });
});
