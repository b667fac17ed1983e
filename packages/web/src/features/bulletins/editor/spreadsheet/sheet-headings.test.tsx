import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftServer, measureWideScreen, openEditor } from '../test-editor.ts';

beforeEach(() => {
  measureWideScreen();
  localStorage.clear();
});

describe('the headings of the editor’s grid', () => {
  it('abbreviates a data type too long for its column, naming it whole on hover and to screen readers', async () => {
    draftServer();
    await openEditor();
    // Four columns of it: two days of two slots.
    const maximum = screen.getAllByRole('columnheader', { name: 'Max temperature (°C)' });
    expect(maximum).toHaveLength(4);
    const [first] = maximum as [HTMLElement];
    expect(within(first).getByTitle('Max temperature (°C)')).toBeInTheDocument();
    const shown = first.querySelector('[aria-hidden="true"]');
    expect(shown).toHaveTextContent(/^Max temp\. °C$/);

    // A name that fits stays whole, with nothing hidden.
    const [sky] = screen.getAllByRole('columnheader', { name: 'Sky' }) as [HTMLElement];
    expect(sky.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(sky).toHaveTextContent(/^Sky$/);
  });

  it('names each day in full, and keeps the day’s and the slot’s labels beside the frozen venues', async () => {
    draftServer();
    await openEditor();
    const day = screen.getByRole('columnheader', { name: 'Sunday, March 29' });
    const label = day.querySelector('.sheet-group-label');
    expect(label).toHaveAttribute('title', 'Sunday, March 29');
    expect(label?.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Sun, Mar 29$/);
    expect(screen.getByRole('columnheader', { name: 'Monday, March 30' })).toBeInTheDocument();

    const [morning] = screen.getAllByRole('columnheader', { name: 'Mattina' }) as [HTMLElement];
    expect(morning.querySelector('.sheet-group-label')).toHaveTextContent(/^Mattina$/);
    // The labels stick at the frozen venue column's right edge.
    const grid = screen.getByRole('grid', { name: /Values of Bollettino montagna Veneto/ });
    expect(grid.style.getPropertyValue('--sheet-frozen-width')).toBe('176px');
  });
});
