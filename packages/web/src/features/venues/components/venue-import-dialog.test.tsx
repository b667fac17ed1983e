import type { VenueImportReport } from '@bora/shared/venue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { VenueImportDialog } from './venue-import-dialog.tsx';

const csv = () =>
  new File(['code,name,kind,latitude,longitude,authority\n'], 'venues.csv', { type: 'text/csv' });

const goodReport: VenueImportReport = {
  created: 1,
  updated: 1,
  rejected: 0,
  applied: false,
  rows: [
    { line: 2, code: 'asiago', outcome: 'created' },
    { line: 3, code: 'venezia', outcome: 'updated' },
  ],
};
const badReport: VenueImportReport = {
  created: 1,
  updated: 0,
  rejected: 1,
  applied: false,
  rows: [
    { line: 2, code: 'asiago', outcome: 'created' },
    { line: 3, code: 'nowhere', outcome: 'rejected', errors: { latitude: ['Between -90 and 90.'] } },
  ],
};

/** Answers the import endpoint with the given reports in turn, remembering whether each call was a dry run. */
function serveImport(...answers: Response[]) {
  const dryRuns: string[] = [];
  const fetchMock = mockFetch({
    '/api/venues/import/': () => {
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected import call');
      return answer;
    },
  });
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const body = init?.body;
    if (body instanceof FormData) dryRuns.push(String(body.get('dry_run')));
    return original ? original(input, init) : new Response();
  });
  return dryRuns;
}

async function chooseFileAndCheck() {
  const dialog = await screen.findByRole('dialog', { name: 'Import venues from CSV' });
  await userEvent.upload(within(dialog).getByLabelText(/CSV file/), csv());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
  return dialog;
}

describe('venue CSV import', () => {
  it('shows the dry run report and writes only when Import is chosen', async () => {
    const dryRuns = serveImport(json(goodReport), json({ ...goodReport, applied: true }));
    let open = true;
    renderWithProviders(<VenueImportDialog show={open} onHide={() => (open = false)} />);
    const dialog = await chooseFileAndCheck();

    const report = await within(dialog).findByRole('table', { name: 'Report' });
    expect(within(report).getAllByRole('row')).toHaveLength(3);
    expect(within(report).getByText('asiago').closest('tr')).toHaveTextContent('created');
    expect(within(report).getByText('venezia').closest('tr')).toHaveTextContent('updated');
    expect(within(dialog).getByText('The file is fine: Import writes its 2 rows.')).toBeInTheDocument();
    expect(dryRuns).toEqual(['true']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(dryRuns).toEqual(['true', 'false']));
    expect(await screen.findByText('Import done: 1 created, 1 updated.')).toBeInTheDocument();
    expect(open).toBe(false);
  });

  it('shows rejected rows with their reasons and offers no Import', async () => {
    const dryRuns = serveImport(json(badReport));
    renderWithProviders(<VenueImportDialog show onHide={() => {}} />);
    const dialog = await chooseFileAndCheck();
    const row = (await within(dialog).findByText('nowhere')).closest('tr');
    expect(row).toHaveTextContent('rejected');
    expect(row).toHaveTextContent('latitude: Between -90 and 90.');
    expect(
      within(dialog).getByText(
        '1 row is rejected, so nothing will be imported. Correct the file and check it again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(dryRuns).toEqual(['true']);
  });

  it('says which columns a file is missing', async () => {
    serveImport(problem(400, 'Check the file.', { file: ['Missing columns: latitude, longitude.'] }));
    renderWithProviders(<VenueImportDialog show onHide={() => {}} />);
    const dialog = await chooseFileAndCheck();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Missing columns: latitude, longitude.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
