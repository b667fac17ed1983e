import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DownloadMenu } from './download-menu.tsx';

afterEach(() => act(() => i18n.changeLanguage('en')));

/** Opens the menu by its button, and answers its entries, the links of its open list. */
async function openMenu(name: string): Promise<HTMLAnchorElement[]> {
  await userEvent.click(await screen.findByRole('button', { name }));
  const menu = document.querySelector('.dropdown-menu.show');
  expect(menu).not.toBeNull();
  return [...(menu?.querySelectorAll('a') ?? [])];
}

describe('the download menu', () => {
  it('offers the PDF and the CSV in the UI language and the JSON, each as a file to download', async () => {
    renderWithProviders(<DownloadMenu bulletinId={7} />);
    const links = await openMenu('Download');
    expect(links.map((link) => link.textContent)).toEqual([
      'PDF (to print)',
      'CSV (spreadsheet)',
      'JSON (data)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/bulletins/7/export.pdf?lang=en',
      '/api/bulletins/7/export.csv?lang=en',
      '/api/bulletins/7/export.json',
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');
  });

  it('follows the UI language, and names its button after the bulletin where several are listed', async () => {
    await act(() => i18n.changeLanguage('it'));
    renderWithProviders(<DownloadMenu bulletinId={9} name="Previsioni del 29 marzo" size="sm" />);
    const links = await openMenu('Scarica Previsioni del 29 marzo');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['PDF (da stampare)', '/api/bulletins/9/export.pdf?lang=it'],
      ['CSV (foglio di calcolo)', '/api/bulletins/9/export.csv?lang=it'],
      ['JSON (dati)', '/api/bulletins/9/export.json'],
    ]);
  });
});
