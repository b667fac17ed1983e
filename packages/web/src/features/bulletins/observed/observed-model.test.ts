import { describe, expect, it } from 'vitest';
import { verdictOf } from './observed-model.ts';

describe('how a forecast fared against what was observed', () => {
  it('is forecast − observed for numbers, to the data type’s decimals', () => {
    expect(verdictOf(0.1, 0.3, { value_kind: 'number', decimals: 1 })).toEqual({
      kind: 'difference',
      difference: -0.2,
    });
    expect(verdictOf(7, 4, { value_kind: 'integer', decimals: null })).toEqual({
      kind: 'difference',
      difference: 3,
    });
  });

  it('is right or wrong for categories, icons and compass points; nothing for text', () => {
    expect(verdictOf('N', 'N', { value_kind: 'direction', decimals: null })).toEqual({ kind: 'right' });
    expect(verdictOf('rain', 'clear', { value_kind: 'icon', decimals: null })).toEqual({ kind: 'wrong' });
    expect(verdictOf('fog', 'fog', { value_kind: 'text', decimals: null })).toEqual({ kind: 'none' });
  });
});
