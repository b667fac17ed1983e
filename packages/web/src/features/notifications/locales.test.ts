import { notificationKinds } from '@bora/shared/notification';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import it_ from '../../locales/it.json';

type Texts = { [key: string]: string | Texts };

/** Every key under `texts`, its plural forms (`_one`, `_many`, `_other`) counted as one. */
function keys(texts: Texts, prefix = ''): string[] {
  return [
    ...new Set(
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'string'
          ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
          : keys(value, `${prefix}${key}.`),
      ),
    ),
  ].sort();
}

describe('the notifications’ texts', () => {
  const english = keys(en.notifications as Texts);
  const italian = keys(it_.notifications as Texts);

  it('are the same keys in Italian and English', () => {
    expect(italian).toEqual(english);
  });

  it('have a sentence and an e-mail choice for every kind, in both languages', () => {
    for (const texts of [english, italian]) {
      for (const kind of notificationKinds) {
        expect(texts).toContain(`text.${kind}`);
        expect(texts).toContain(`kind.${kind}`);
      }
    }
  });

  it('are never empty', () => {
    const empty = (texts: Texts): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'string' ? (value.trim() ? [] : [key]) : empty(value),
      );
    expect(empty(en.notifications as Texts)).toEqual([]);
    expect(empty(it_.notifications as Texts)).toEqual([]);
  });
});
