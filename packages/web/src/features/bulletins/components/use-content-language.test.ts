import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { useContentLanguage } from './use-content-language.ts';

describe('the content language a bulletin is shown in', () => {
  it.each([
    ['en', ['it', 'en'], 'en'],
    ['it', ['it', 'en'], 'it'],
    ['en', ['it', 'de'], 'it'],
    ['en', ['de'], 'de'],
    ['en', [], 'it'],
  ])('in a %s UI, of a bulletin in %j, is at first %s', async (ui, languages, first) => {
    await i18n.changeLanguage(ui);
    const { result } = renderHook(() => useContentLanguage(languages));
    expect(result.current[0]).toBe(first);
  });

  it('changes when asked, and stays when the UI changes language', async () => {
    const { result } = renderHook(() => useContentLanguage(['it', 'en']));
    act(() => result.current[1]('it'));
    expect(result.current[0]).toBe('it');
    await act(() => i18n.changeLanguage('it'));
    await act(() => i18n.changeLanguage('en'));
    expect(result.current[0]).toBe('it');
  });
});
