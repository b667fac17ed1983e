import type { FileImportReport, ImportRefusal } from '@bora/shared/bulletin-import';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { json, mockFetch, problem } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImportDialog } from './import-dialog.tsx';

const draft = { ...submitted, status: 'draft' as const };

function report(overrides: Partial<FileImportReport> = {}): FileImportReport {
  return {
    file: { name: 'run.csv', kind: 'csv', lines: 3 },
    columns: [
      { index: 0, header: 'Venue code', role: 'venue', data_type_id: null, matched: true },
      { index: 1, header: 'Date', role: 'date', data_type_id: null, matched: true },
      { index: 2, header: 'Time slot', role: 'slot', data_type_id: null, matched: true },
      { index: 3, header: 'Tx', role: 'ignore', data_type_id: null, matched: false },
    ],
    set: 2,
    unchanged: 0,
    kept_manual: 1,
    unknown: 0,
    refused: [],
    changes: [
      { line: 2, venue_id: 11, day: 0, slot: 'mattina', data_type_id: 2, before: null, after: 12.5 },
      { line: 3, venue_id: 12, day: 1, slot: 'pomeriggio', data_type_id: 2, before: 3, after: 4 },
    ],
    dry_run: true,
    revision: 7,
    ...overrides,
  };
}

/** A value refused by its data type's rule, with the rule's English message. */
function refusal(line: number, column: string | null, value: string, reason: string): ImportRefusal {
  return { line, column, value, reason, code: 'invalid_value', params: {} };
}

/** The forms sent to the import, as their fields. */
function importAnswers(answer: (fields: Record<string, string>) => Response) {
  const sent: Record<string, string>[] = [];
  const fetch = mockFetch({
    '/api/bulletins/41/import/': (_url: URL, init?: RequestInit) => {
      const form = init?.body as FormData;
      const fields = Object.fromEntries(
        [...form.entries()].filter(([, v]) => typeof v === 'string') as [string, string][],
      );
      sent.push(fields);
      return answer(fields);
    },
  });
  return { fetch, sent };
}

const file = () => new File(['Venue code,Date,Time slot,Tx\n'], 'run.csv', { type: 'text/csv' });

function open(prepare = vi.fn(async () => true), onHide = vi.fn()) {
  renderWithProviders(<ImportDialog bulletin={draft} icons={[]} prepare={prepare} onHide={onHide} />);
  return { prepare, onHide };
}

describe('the import dialog', () => {
  it('reads the file as a dry run, shows how its columns matched and what changes, then imports it', async () => {
    const { sent } = importAnswers((fields) =>
      json(fields.dry_run === 'true' ? report() : report({ dry_run: false, revision: 8 })),
    );
    const { prepare, onHide } = open();
    await userEvent.upload(screen.getByLabelText('File (CSV or XLSX)'), file());
    expect(
      await screen.findByText(/^2 lines read: 2 values would be set, 0 already hold the value, 1 kept/),
    ).toBeVisible();
    expect(screen.getByText('not recognised')).toBeVisible();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows.some((row) => row?.includes('Belluno') && row.includes('12.5'))).toBe(true);
    expect(rows.some((row) => row?.includes('Cortina') && row.includes('3.0') && row.includes('4.0'))).toBe(
      true,
    );
    expect(sent[0]?.dry_run).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 values' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(prepare).toHaveBeenCalled();
    expect(sent[1]?.dry_run).toBe('false');
  });

  it('shows what a cell held and what it becomes by their names in the UI language, never by their codes', async () => {
    const named = report({
      changes: [
        { line: 2, venue_id: 11, day: 0, slot: 'mattina', data_type_id: 1, before: 'clear', after: 'snow' },
        { line: 3, venue_id: 11, day: 0, slot: 'mattina', data_type_id: 3, before: 'NE', after: 'SW' },
      ],
    });
    importAnswers(() => json(named));
    const icons = (clear: string, snow: string) => [
      { code: 'clear', name: clear, svg_url: '/api/icons/90/svg/' },
      { code: 'snow', name: snow, svg_url: '/api/icons/92/svg/' },
    ];
    const changeRows = async () => {
      await userEvent.upload(screen.getByLabelText(/^File \(CSV (or|o) XLSX\)/), file());
      const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].slice(-2).map((cell) => cell.textContent));
    };

    const english = renderWithProviders(
      <ImportDialog bulletin={draft} icons={icons('Clear sky', 'Snow')} prepare={vi.fn()} onHide={vi.fn()} />,
    );
    expect(await changeRows()).toEqual([
      ['Clear sky', 'Snow'],
      ['NE', 'SW'],
    ]);
    english.unmount();

    await i18n.changeLanguage('it');
    renderWithProviders(
      <ImportDialog bulletin={draft} icons={icons('Sereno', 'Neve')} prepare={vi.fn()} onHide={vi.fn()} />,
    );
    expect(await changeRows()).toEqual([
      ['Sereno', 'Neve'],
      ['NE', 'SO'],
    ]);
  });

  it('asks again when a column is chosen otherwise, sending the choice of every column', async () => {
    const { sent } = importAnswers(() => json(report()));
    open();
    await userEvent.upload(screen.getByLabelText('File (CSV or XLSX)'), file());
    const choice = await screen.findByRole('combobox', { name: 'What column Tx holds' });
    await userEvent.selectOptions(
      choice,
      within(choice).getByRole('option', { name: 'Max temperature (°C)' }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(JSON.parse(sent[1]?.columns ?? '{}')).toEqual({
      0: 'venue',
      1: 'date',
      2: 'slot',
      3: 'data_type:t-max',
    });
  });

  it('lists what cannot be imported and imports nothing while a value is refused', async () => {
    importAnswers(() => json(report({ refused: [refusal(4, 'Tx', '99', 'At most 50.')] })));
    open();
    await userEvent.upload(screen.getByLabelText('File (CSV or XLSX)'), file());
    expect(await screen.findByText('Line 4, Tx: “99”: At most 50.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 2 values' })).toBeDisabled();
  });

  it('says why each value is refused in the reader’s language, the value rules’ messages and the line’s alike', async () => {
    importAnswers(() =>
      json(
        report({
          refused: [
            refusal(3, 'Tx', 'caldo', 'Enter a number.'),
            refusal(4, 'Tx', '99', 'At most 50.'),
            {
              ...refusal(
                5,
                null,
                '2026-12-25',
                '2026-12-25 is outside the bulletin (2026-05-01 to 2026-05-02).',
              ),
              code: 'outside_bulletin',
              params: { date: '2026-12-25', from: '2026-05-01', to: '2026-05-02' },
            },
            {
              ...refusal(6, 'Tx', '3', 'Line 2 sets this value already.'),
              code: 'repeated_cell',
              params: { line: 2 },
            },
          ],
        }),
      ),
    );
    await i18n.changeLanguage('it');
    open();
    await userEvent.upload(screen.getByLabelText('File (CSV o XLSX)'), file());
    const list = await screen.findByRole('region', { name: '4 valori non possono essere importati' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Riga 3, Tx: «caldo»: Inserisci un numero.',
      'Riga 4, Tx: «99»: Al massimo 50.',
      "Riga 5, l'intera riga: «2026-12-25»: il 2026-12-25 è fuori dal bollettino (dal 2026-05-01 al 2026-05-02).",
      'Riga 6, Tx: «3»: la riga 2 dà già questo valore.',
    ]);
    expect(list.textContent).not.toMatch(/Enter a number|At most|outside the bulletin|sets this value/);
  });

  it('says above the fold how many values are refused and why in short, and goes to them', async () => {
    importAnswers(() =>
      json(
        report({
          refused: [
            refusal(3, 'Tx', 'caldo', 'Enter a number.'),
            refusal(4, 'Tx', '99', 'At most 50.'),
            refusal(5, 'Tx', '-99', 'At least -50.'),
          ],
        }),
      ),
    );
    open();
    await userEvent.upload(screen.getByLabelText('File (CSV or XLSX)'), file());
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(
      '3 values refused: 2 out of range, 1 not a valid number. Nothing is imported while a value is refused.',
    );
    // The summary comes before the columns and the lists, right under the counts.
    const columns = screen.getByRole('heading', { name: 'What each column holds' });
    expect(summary.compareDocumentPosition(columns) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const list = screen.getByRole('region', { name: '3 values cannot be imported' });
    list.scrollIntoView = vi.fn();
    await userEvent.click(within(summary).getByRole('button', { name: 'Go to the refused values' }));
    expect(list.scrollIntoView).toHaveBeenCalled();
    expect(list).toHaveFocus();
  });

  it('makes the lists that scroll reachable by keyboard and named, and keeps the actions outside the body that scrolls', async () => {
    importAnswers(() => json(report({ refused: [refusal(4, 'Tx', '99', 'At most 50.')] })));
    open();
    await userEvent.upload(screen.getByLabelText('File (CSV or XLSX)'), file());
    const changes = await screen.findByRole('region', { name: 'What changes' });
    const refused = screen.getByRole('region', { name: '1 value cannot be imported' });
    for (const region of [changes, refused]) expect(region).toHaveAttribute('tabindex', '0');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('.modal-dialog-scrollable')).not.toBeNull();
    const body = dialog.querySelector('.modal-body') as HTMLElement;
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(body.contains(cancel)).toBe(false);
    expect(cancel.closest('.modal-footer')).not.toBeNull();
  });

  it('names the columns of the changes as the app names them: the time slot, and what the cell holds now', async () => {
    importAnswers(() => json(report()));
    await i18n.changeLanguage('it');
    open();
    await userEvent.upload(screen.getByLabelText('File (CSV o XLSX)'), file());
    const changes = await screen.findByRole('region', { name: 'Cosa cambia' });
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Riga', 'Località', 'Giorno', 'Fascia oraria', 'Tipo di dato', 'Valore attuale', 'Dal file']);
  });

  it('says in the reader’s language which columns the file lacks', async () => {
    importAnswers(() =>
      json(
        {
          type: 'about:blank',
          title: 'Validation failed',
          status: 400,
          code: 'import_columns_missing',
          params: { missing: 'venue,date' },
          errors: { columns: ['No column holds the venue (its code or name), the date: name the columns…'] },
        },
        400,
        'application/problem+json',
      ),
    );
    await i18n.changeLanguage('it');
    open();
    await userEvent.upload(screen.getByLabelText('File (CSV o XLSX)'), file());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nessuna colonna contiene la località (codice o nome) e la data',
    );
  });

  it('says why a file cannot be read', async () => {
    importAnswers(() =>
      problem(400, 'Some fields are not valid.', { file: ['This is not a readable XLSX workbook.'] }),
    );
    open();
    await userEvent.upload(screen.getByLabelText('File (CSV or XLSX)'), file());
    expect(await screen.findByRole('alert')).toHaveTextContent(/not a readable XLSX workbook|not valid/);
  });
});
