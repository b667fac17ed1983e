import type { CellKey } from '@bora/shared/bulletin-check';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellElementId } from '../../../lib/bulletin/grid-model.ts';
import { icons, page, shellRoutes, submitted, venetoManager } from '../../../test/bulletin-test-data.ts';
import { json, mockFetch, versioned } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

/** The test bulletin, submitted: Belluno's first morning sky imported, Cortina's temperature copied, two typed. */
const mixed = {
  ...submitted,
  values: submitted.values.map((value) =>
    value.data_type_id === 1 ? { ...value, source: 'imported' as const, origin: 'import: run 1' } : value,
  ),
};

describe('the read grid tinted by source', () => {
  it('names each cell’s source and counts each in the legend, once chosen', async () => {
    mockFetch({
      ...shellRoutes(venetoManager),
      '/api/bulletins/41/': () => versioned(mixed, '"7"'),
      '/api/bulletins/41/check/': () =>
        json({ revision: 7, passes: true, errors: 0, warnings: 0, problems: [] }),
      '/api/bulletins/41/history/': () => page([]),
      '/api/icons/': () => page(icons),
    });
    renderApp('/bulletin/41');
    const table = await screen.findByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ });
    const note = within(table).getByText('12.5').closest('td') as HTMLElement;
    expect(note).toHaveAttribute('title', 'Warmer in the valley');

    await userEvent.click(screen.getByRole('button', { name: 'Tint by source' }));
    const legend = screen.getByRole('list', { name: 'Cells by source' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Imported: 1', 'Copied: 1', 'Typed: 2']);
    // The note is said first, then the source; the tint is a class beside them.
    expect(note).toHaveAttribute('title', 'Warmer in the valley Source: Typed.');
    expect(note).toHaveClass('source-manual');
    const copied = document.getElementById(cellElementId(submitted.values[3] as CellKey)) as HTMLElement;
    expect(copied).toHaveClass('source-copied');
    expect(copied).toHaveAccessibleDescription('Source: Copied.');
    expect(localStorage.getItem('bora-source-tint')).toBe('yes');
  });
});
