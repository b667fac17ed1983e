import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

describe('counts in the texts', () => {
  it('are written as each language writes numbers, and still pick the plural', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('bulletin.check.errors', { count: 1 })).toBe('1 error');
    expect(i18n.t('bulletin.check.errors', { count: 4000 })).toBe('4,000 errors');
    await i18n.changeLanguage('it');
    expect(i18n.t('bulletin.check.errors', { count: 1 })).toBe('1 errore');
    // Italian groups thousands from five digits on.
    expect(i18n.t('bulletin.check.errors', { count: 4000 })).toBe('4000 errori');
    expect(i18n.t('bulletin.check.errors', { count: 12000 })).toBe('12.000 errori');
  });
});
