import { describe, expect, it } from 'vitest';
import { COPYRIGHT_YEARS, versionString } from './version.ts';

describe('versionString', () => {
  it('is 0.3.0 plus the short build hash', () => {
    expect(versionString('a1b2c3d')).toBe('0.3.0+a1b2c3d');
    expect(versionString(undefined)).toBe('0.3.0');
    expect(COPYRIGHT_YEARS).toBe('2024-2025');
  });
});
