import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('keeps local paths with their query', () => {
    expect(safeNext('/bulletins?state=draft')).toBe('/bulletins?state=draft');
    expect(safeNext('/users/franca/')).toBe('/users/franca/');
  });

  it.each([
    undefined,
    42,
    '',
    'bulletins',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/a\nb',
    '/accounts/logout/',
  ])('falls back to / for %j', (next) => {
    expect(safeNext(next)).toBe('/');
  });
});
