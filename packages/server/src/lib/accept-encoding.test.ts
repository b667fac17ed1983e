import { describe, expect, it } from 'vitest';
import { acceptsEncoding, preferredEncoding } from './accept-encoding.ts';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.2', 'gzip'],
    ['deflate', 'identity'],
    ['BR', 'br'],
    ['br;q=junk, gzip', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, br', true],
    ['br', false],
    ['*', true],
    ['gzip;q=0, br', false],
    ['*;q=0.1, gzip;q=0', false],
    ['', false],
    [undefined, false],
  ])('%s allows gzip: %s', (header, expected) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });
});
