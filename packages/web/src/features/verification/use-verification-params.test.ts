import { describe, expect, it } from 'vitest';
import { apiQueryOf, filtersFromUrl } from './use-verification-params.ts';

describe('the verification filters in the URL', () => {
  it('default the period to the last 90 days when the URL names none', () => {
    const filters = filtersFromUrl(new URLSearchParams('bulletin_type=veneto-daily'), '2026-06-30');
    expect(filters).toEqual({
      bulletin_type: 'veneto-daily',
      data_type: '',
      venue: '',
      date_after: '2026-04-01',
      date_before: '2026-06-30',
    });
  });

  it('keep a period the URL names, even one left open at an end', () => {
    const filters = filtersFromUrl(new URLSearchParams('date_after=2026-01-01&date_before='), '2026-06-30');
    expect([filters.date_after, filters.date_before]).toEqual(['2026-01-01', '']);
  });

  it('ask the API for the set filters only', () => {
    expect(
      apiQueryOf({
        bulletin_type: 'veneto-daily',
        data_type: 'tmax',
        venue: '',
        date_after: '2026-01-01',
        date_before: '',
      }),
    ).toBe('bulletin_type=veneto-daily&data_type=tmax&date_after=2026-01-01');
  });
});
