import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { draftServer, measureWideScreen, openEditor, sent } from './test-editor.ts';

beforeEach(() => {
  measureWideScreen();
  localStorage.clear();
});

const headers = (name: RegExp) => screen.queryAllByRole('columnheader', { name });

async function openColumns() {
  await userEvent.click(screen.getByRole('button', { name: /^Columns/ }));
  return screen.getByRole('group', { name: 'Data types' }).parentElement as HTMLElement;
}

describe('the columns the editor shows', () => {
  it('hides a data type and a day, counts them on the button, remembers them per type and shows all again', async () => {
    draftServer();
    const view = await openEditor();
    expect(headers(/^Max temperature/)).toHaveLength(4);

    const panel = await openColumns();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Max temperature' }));
    expect(headers(/^Max temperature/)).toHaveLength(0);
    expect(headers(/^Sky/)).toHaveLength(4);
    const [, secondDay] = within(within(panel).getByRole('group', { name: 'Days' })).getAllByRole('checkbox');
    await userEvent.click(secondDay as HTMLElement);
    expect(headers(/^Sky/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Columns/ })).toHaveTextContent('Columns2 hidden');
    // The last slot in sight cannot be hidden: the grid never shows nothing.
    const slots = within(within(panel).getByRole('group', { name: 'Time slots' })).getAllByRole('checkbox');
    await userEvent.click(slots[0] as HTMLElement);
    expect(slots[1]).toBeDisabled();

    view.unmount();
    renderApp('/bulletin/41');
    await screen.findByRole('grid', { name: /Values of Bollettino montagna Veneto/ });
    expect(headers(/^Max temperature/)).toHaveLength(0);
    expect(headers(/^Sky/)).toHaveLength(1);
    await userEvent.click(within(await openColumns()).getByRole('button', { name: 'Show all' }));
    expect(headers(/^Max temperature/)).toHaveLength(4);
    expect(JSON.parse(localStorage.getItem('bora-hidden-columns-3') ?? '')).toEqual({
      days: [],
      slots: [],
      dataTypes: [],
    });
  });

  it('a link from the check to a hidden cell brings its column back and selects the cell', async () => {
    draftServer();
    await openEditor();
    // Belluno's empty second day: its line leads to its first missing value, the morning's sky.
    const problem = within(screen.getByRole('region', { name: 'Check' })).getByRole('link', {
      name: /^Belluno, Mar 30: \d+ required values are missing\.$/,
    });
    await userEvent.click(within(await openColumns()).getByRole('checkbox', { name: 'Sky' }));
    expect(headers(/^Sky/)).toHaveLength(0);

    await userEvent.click(problem);
    await waitFor(() => expect(headers(/^Sky/)).toHaveLength(4));
    // Sky is the first of three data types in each slot: columns 0, 3, 6 and 9; the second day's
    // morning is column 6.
    await waitFor(() =>
      expect(Number(screen.getByRole('gridcell', { selected: true }).dataset.sheetCol)).toBe(6),
    );
  });

  it('copies a day whole onto the next, the columns out of sight included', async () => {
    const { server } = draftServer();
    await openEditor();
    await userEvent.click(within(await openColumns()).getByRole('checkbox', { name: 'Max temperature' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByText('Tools: fill a column, copy a day'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy day' }));
    await waitFor(() =>
      expect(sent(server)).toContainEqual({
        venue_id: 11,
        day: 1,
        slot: 'mattina',
        data_type_id: 2,
        value: 12.5,
      }),
    );
  });
});
