import { VALUE_MESSAGES } from '@bora/shared/value-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderApp } from '../../../test/render.tsx';
import { cell, draftServer, measureWideScreen, nothingWaiting, paste, sent } from './test-editor.ts';

beforeEach(measureWideScreen);

/** The English words of every message of the value rules (what is around their parameters). */
const ENGLISH = Object.values(VALUE_MESSAGES)
  .flatMap((template) => template.split(/\{\w+\}/))
  .map((part) => part.replace(/^[“”\s]+|[“”\s]+$/g, ''))
  .filter((part) => /[a-z]{3}/i.test(part));

/** A cell's description, as assistive technology reads it (the grid's reason for a mark). */
function description(row: number, col: number): string {
  return document.getElementById(cell(row, col).getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

async function openInItalian() {
  await i18n.changeLanguage('it');
  renderApp('/bulletin/41');
  await screen.findByRole('grid', { name: /Valori di Bollettino montagna Veneto/ });
  await waitFor(() => expect(cell(0, 1)).toHaveTextContent('12,5'));
}

async function write(row: number, col: number, text: string) {
  await userEvent.click(cell(row, col));
  await userEvent.keyboard(`${text}{Enter}`);
}

describe('the editor in Italian', () => {
  it('says every problem of the value rules in Italian, in the grid, the cell bar and the check', async () => {
    const { server } = draftServer();
    await openInItalian();
    // Columns: day 0 › morning › sky, t-max, wind; day 0 › afternoon › sky, t-max, wind …
    await write(0, 1, '60');
    await write(1, 1, '12,25');
    await write(0, 4, 'caldo');
    await write(0, 0, 'grandine');
    await write(0, 2, 'nordish');
    await write(1, 4, '1,234.5');

    expect(description(0, 1)).toMatch(/^Al massimo 50\. Nota: /);
    expect(description(1, 1)).toBe('Al massimo 1 decimale.');
    expect(description(0, 4)).toBe('Inserisci un numero.');
    expect(description(0, 0)).toBe(
      '«grandine» non è nel set di icone del bollettino: scrivi il nome o il codice di una delle sue icone.',
    );
    expect(description(0, 2)).toMatch(/^«nordish» non è una direzione: scrivi un punto cardinale/);
    expect(description(1, 4)).toBe('Scrivi le migliaia con «.» o uno spazio, e i decimali con «,».');
    for (const [row, col] of [
      [0, 1],
      [0, 0],
      [0, 2],
    ] as const)
      expect(cell(row, col)).toHaveAttribute('aria-invalid', 'true');

    // The check lists each of them as a value that is not valid, none as an empty cell.
    const check = screen.getByRole('region', { name: 'Controllo' });
    await waitFor(() =>
      expect(
        within(check).getByRole('link', {
          name: /^Belluno, 29 mar, Mattina, Sky: il valore non è valido: «grandine»/,
        }),
      ).toBeInTheDocument(),
    );
    expect(
      within(check).getByRole('link', {
        name: /^Belluno, 29 mar, Mattina, Max temperature: il valore non è valido: Al massimo 50\./,
      }),
    ).toBeInTheDocument();
    expect(
      within(check).queryByRole('link', {
        name: /^Belluno, 29 mar, (Mattina, (Sky|Max temperature)|Pomeriggio, Max temperature): il valore è obbligatorio/,
      }),
    ).not.toBeInTheDocument();

    // The cell bar says the active cell's problem.
    await userEvent.click(cell(1, 1));
    expect(
      await screen.findByText('Al massimo 1 decimale.', { selector: '.editor-cell-bar *' }),
    ).toBeInTheDocument();

    const shown = document.body.textContent ?? '';
    expect(ENGLISH.filter((words) => shown.includes(words))).toEqual([]);
    // Refused text is never sent.
    await nothingWaiting();
    expect(sent(server)).toEqual([]);
  });

  it('takes names in either language and thousands grouped the Italian way, typed or pasted', async () => {
    const { server } = draftServer();
    await openInItalian();
    await write(1, 2, 'Sud-ovest');
    await write(1, 0, 'clear sky');
    // Italian letters: NO is north-west, not the first point whose name starts with "no".
    // The Italian grid writes the points the Italian way, as the documents do (NW is NO, SW is SO).
    await write(0, 2, 'NO');
    expect(cell(0, 2)).toHaveTextContent(/^↓ NO$/);
    await userEvent.click(cell(0, 3));
    paste('Cielo sereno\t1.200\tNorth\r\nclear sky\t-1,5\tNO\r\n');
    expect(cell(1, 2)).toHaveTextContent(/^↓ SO$/);
    expect(cell(1, 5)).toHaveTextContent(/^↓ NO$/);
    expect(cell(0, 5)).toHaveTextContent('N');
    expect(cell(1, 4)).toHaveTextContent('-1,5');
    // 1.200 is 1200 in Italian: above the maximum, kept and marked, not 1.2.
    expect(cell(0, 4)).toHaveAttribute('aria-invalid', 'true');
    expect(description(0, 4)).toBe('Al massimo 50.');
    expect(cell(0, 3)).toHaveAttribute('aria-invalid', 'true');
    await nothingWaiting();
    await waitFor(() =>
      expect(sent(server)).toEqual(
        expect.arrayContaining([
          { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 3, value: 'SW' },
          { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 1, value: 'clear' },
          { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 3, value: 'NW' },
          { venue_id: 12, day: 0, slot: 'pomeriggio', data_type_id: 1, value: 'clear' },
          { venue_id: 11, day: 0, slot: 'pomeriggio', data_type_id: 3, value: 'N' },
          { venue_id: 12, day: 0, slot: 'pomeriggio', data_type_id: 2, value: -1.5 },
          { venue_id: 12, day: 0, slot: 'pomeriggio', data_type_id: 3, value: 'NW' },
        ]),
      ),
    );
    expect(sent(server).some((change) => change.venue_id === 11 && change.data_type_id === 2)).toBe(false);
  });
});
