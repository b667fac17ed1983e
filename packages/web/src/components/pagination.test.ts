import { describe, expect, it } from 'vitest';
import { nextOrdering, sortDirection } from '../lib/use-list-params.ts';
import { pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it('keeps the first, the last and the neighbours, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('ordering toggles', () => {
  it('sorts ascending first and flips on a second click', () => {
    expect(nextOrdering('name', 'code')).toBe('code');
    expect(nextOrdering('code', 'code')).toBe('-code');
    expect(nextOrdering('-code', 'code')).toBe('code');
    expect(sortDirection('-code,name', 'code')).toBe('descending');
    expect(sortDirection('-code,name', 'name')).toBeUndefined();
  });
});
