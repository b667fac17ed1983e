import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';

// findBy… and waitFor wait this long: screens load lazily, and CI shares its cores with the server suites.
configure({ asyncUtilTimeout: 10000 });

beforeEach(async () => {
  // Tests read the English texts, which are the specification's literals.
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads this cookie, tests must reset it
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
