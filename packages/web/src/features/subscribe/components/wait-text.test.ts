import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text.ts';

describe('waitText', () => {
  it('tells a wait in the largest readable unit, rounded up', () => {
    expect(waitText(1, 'en')).toBe('1 second');
    expect(waitText(45, 'en')).toBe('45 seconds');
    expect(waitText(90, 'en')).toBe('2 minutes');
    expect(waitText(121, 'it')).toBe('3 minuti');
    expect(waitText(3600, 'en')).toBe('60 minutes');
    expect(waitText(5401, 'it')).toBe('2 ore');
  });
});
