import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, nameSchema, SURROGATE_MESSAGE, textProblem } from './text-fields.ts';

describe('textProblem', () => {
  it('accepts any Unicode text, control characters and astral symbols included', () => {
    for (const text of ['', 'Pioggia', 'tab\tbell\u0007', '🌧', '\ud83c\udf27', 'città']) {
      expect(textProblem(text)).toBeUndefined();
    }
  });

  it('refuses a NUL anywhere', () => {
    expect(textProblem('\u0000')).toBe(NUL_MESSAGE);
    expect(textProblem('abc\u0000def')).toBe(NUL_MESSAGE);
  });

  it('refuses half of a surrogate pair, leading or trailing', () => {
    for (const text of ['\ud800', 'a\ud83c', '\udf27b', '\udf27\ud83c', 'x\udc00y']) {
      expect(textProblem(text)).toBe(SURROGATE_MESSAGE);
    }
  });

  it('is part of the text schemas the forms use', () => {
    expect(nameSchema.safeParse('Ro\u0000ma').error?.issues[0]?.message).toBe(NUL_MESSAGE);
  });
});
