import type { BulletinDiff } from '@bora/shared/bulletin-history';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { bulletin as listed } from '../../../test/bulletin-fixtures.ts';
import { json } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { changedSinceYesterday } from '../../history/compare/test-changes.ts';
import { cell, draft, draftServer, measureWideScreen } from './test-editor.ts';

beforeEach(() => {
  measureWideScreen();
  localStorage.clear();
});

const yesterday = listed({
  id: 30,
  bulletin_type: draft.bulletin_type,
  issue_date: '2026-03-28',
  status: 'published',
});

/** Two of Belluno's cells changed since the day before. */
const fromYesterday: BulletinDiff = {
  bulletin: listed({ id: 41, bulletin_type: draft.bulletin_type, issue_date: '2026-03-29' }),
  against: yesterday,
  day_shift: 1,
  days: [0],
  cells: changedSinceYesterday,
  texts: [],
  added: { venues: [], data_types: [], slots: [] },
  removed: { venues: [], data_types: [], slots: [] },
  bulletin_texts: draft.texts,
  against_texts: draft.texts,
};

async function openComparing() {
  draftServer({ '/api/bulletins/41/diff/': () => json(fromYesterday) });
  const view = renderApp('/bulletin/41?compare=30');
  await screen.findByRole('grid', { name: /(Values|Valori) (of|di) Bollettino montagna Veneto/ });
  await waitFor(() => expect(cell(0, 1)).toHaveTextContent(/12[.,]5/));
  return view;
}

// Belluno's row; its morning sky, maximum and wind of the first day are columns 0, 1 and 2.
const sky = () => cell(0, 0);
const maximum = () => cell(0, 1);

describe('comparing in the editor', () => {
  it('marks the cells that differ in the grid, each saying what the bulletin compared with held', async () => {
    await openComparing();
    const panel = screen.getByRole('region', { name: 'Compare' });
    expect(
      await within(panel).findByText('2 values differ; they are highlighted in the grid.'),
    ).toBeInTheDocument();

    await waitFor(() => expect(maximum()).toHaveClass('grid-changed'));
    // Read with the cell, as the read grid has it; the tooltip says it too.
    expect(maximum()).toHaveTextContent('12.5was 10.0 °C');
    expect(maximum().querySelector('.sheet-cell')).toHaveAttribute(
      'title',
      expect.stringContaining('was 10.0 °C'),
    );
    expect(sky()).toHaveClass('grid-changed');
    expect(sky()).toHaveTextContent('was Clear sky');
    expect(cell(0, 2)).not.toHaveClass('grid-changed');
    expect(cell(1, 1)).not.toHaveClass('grid-changed');

    // The cell bar says it of the active cell, for whoever moves with the keyboard.
    await userEvent.click(maximum());
    expect(screen.getByText(/^Value:/).parentElement).toHaveTextContent('Value: 12.5 (was 10.0 °C)');
  });

  it('marks nothing once the comparison is left', async () => {
    const { router } = await openComparing();
    await waitFor(() => expect(maximum()).toHaveClass('grid-changed'));
    await userEvent.selectOptions(
      within(screen.getByRole('region', { name: 'Compare' })).getByRole('combobox', { name: 'Compare with' }),
      '',
    );
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(maximum()).not.toHaveClass('grid-changed'));
    expect(maximum()).not.toHaveTextContent('was');
  });

  it('says in Italian what the cell held', async () => {
    await i18n.changeLanguage('it');
    await openComparing();
    await waitFor(() => expect(maximum()).toHaveTextContent('era 10,0 °C'));
  });
});
