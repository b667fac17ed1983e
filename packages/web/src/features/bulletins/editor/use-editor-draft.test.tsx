import type { BulletinDetail } from '@bora/shared/bulletin';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { submitted, typedValue } from '../../../test/bulletin-test-data.ts';
import { testQueryClient } from '../../../test/render.tsx';
import { actionsDisagree, useEditorDraft } from './use-editor-draft.ts';

const submit = (blocked_by: 'check' | null) => ({
  action: 'submit' as const,
  needs_comment: false,
  blocked_by,
});

describe('the actions read with a draft, against the check as typed', () => {
  it.each([
    [[submit('check')], true, true],
    [[submit(null)], false, true],
    [[submit('check')], false, false],
    [[submit(null)], true, false],
    // Nothing to submit or publish: the check holds nothing back.
    [[{ action: 'return' as const, needs_comment: true, blocked_by: null }], true, false],
    [[], false, false],
  ])('%j with the check passing %s disagree: %s', (actions, passes, disagree) => {
    expect(actionsDisagree(actions, passes)).toBe(disagree);
  });
});

describe('the draft an editor holds', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
  );
  // Read-only: nothing is sent.
  const draft = (bulletin: BulletinDetail) =>
    renderHook(({ bulletin }) => useEditorDraft(bulletin), { initialProps: { bulletin }, wrapper });

  it('takes in a fresh read of the bulletin, which the cells asked for later show', () => {
    const { result, rerender } = draft(submitted);
    const cellsNow = result.current.cellsNow;
    expect(result.current.cells.get('12/0/mattina/2')).toBeUndefined();
    rerender({
      bulletin: {
        ...submitted,
        revision: 8,
        values: [...submitted.values, typedValue(12, 0, 'mattina', 2, 4)],
      },
    });
    expect(result.current.state.sheet.draft.revision).toBe(8);
    expect(result.current.cells.get('12/0/mattina/2')).toEqual({ kind: 'value', value: 4 });
    // Asked after the change, as the tools ask when used, the cells are the new ones.
    expect(cellsNow().get('12/0/mattina/2')).toEqual({ kind: 'value', value: 4 });
  });

  it('shows the texts of every content language, written or not', () => {
    const { result } = draft({
      ...submitted,
      texts: [submitted.texts[0] as BulletinDetail['texts'][number]],
    });
    expect(result.current.texts.map((text) => [text.language, text.title])).toEqual([
      ['it', 'Sole sulle Dolomiti'],
      ['en', ''],
    ]);
  });
});
