import { describe, expect, it } from 'vitest';
import { issueHeadline } from './issue-headline.ts';

describe('issueHeadline', () => {
  it('names the type and the date in the language', () => {
    expect(issueHeadline('Veneto montagna', '2026-12-05', 'it')).toBe('Veneto montagna – 5 dicembre 2026');
    expect(issueHeadline('Veneto mountains', '2026-12-05', 'en')).toBe('Veneto mountains – 5 December 2026');
  });

  it('adds a title that says more than the date, and leaves out one that restates it', () => {
    expect(issueHeadline('Veneto montagna', '2026-12-05', 'it', 'Previsioni del 5 dicembre 2026')).toBe(
      'Veneto montagna – 5 dicembre 2026',
    );
    expect(issueHeadline('Daily', '2026-12-05', 'en', 'Forecast for 5 December 2026')).toBe(
      'Daily – 5 December 2026',
    );
    expect(issueHeadline('Veneto montagna', '2026-12-05', 'it', 'Neve in quota dal pomeriggio')).toBe(
      'Veneto montagna – 5 dicembre 2026: Neve in quota dal pomeriggio',
    );
    expect(issueHeadline('Daily', '2026-12-05', 'en', '  ')).toBe('Daily – 5 December 2026');
  });
});
