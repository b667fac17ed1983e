import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDraftEdits } from './use-draft-edits.ts';

const edit = {
  kind: 'type' as const,
  changes: [
    {
      key: { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2 },
      before: null,
      after: { kind: 'value' as const, value: 4 },
    },
  ],
};

describe('what a person does to the draft', () => {
  it('sends each edit, undo, redo and text to the draft', () => {
    const dispatch = vi.fn();
    const { result } = renderHook(() => useDraftEdits(dispatch));
    act(() => result.current.onEdit(edit));
    act(() => result.current.undo());
    act(() => result.current.redo());
    act(() => result.current.writeText('en', 'synopsis', 'Sunny.'));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'edit', edit },
      { type: 'undo' },
      { type: 'redo' },
      { type: 'write-text', language: 'en', field: 'synopsis', value: 'Sunny.' },
    ]);
  });

  it('takes the last message away at the next edit of the grid, undo or redo, not at a text', () => {
    const { result } = renderHook(() => useDraftEdits(vi.fn()));
    const said = (message: string) => act(() => result.current.setMessage(message));
    said('Pasted 3 of 4 rows.');
    act(() => result.current.writeText('en', 'title', 'Sun'));
    expect(result.current.message).toBe('Pasted 3 of 4 rows.');
    act(() => result.current.onEdit(edit));
    expect(result.current.message).toBeNull();
    said('Nothing to undo.');
    act(() => result.current.undo());
    expect(result.current.message).toBeNull();
    said('Nothing to redo.');
    act(() => result.current.redo());
    expect(result.current.message).toBeNull();
  });
});
