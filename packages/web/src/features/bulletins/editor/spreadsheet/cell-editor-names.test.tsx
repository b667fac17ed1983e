import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { renderApp } from '../../../../test/render.tsx';
import { cell, draftServer, measureWideScreen, openEditor, sent } from '../test-editor.ts';

beforeEach(measureWideScreen);

/** Opens a cell's editor with F2 and answers the text it opens with; Escape leaves it as it was. */
async function editorText(row: number, col: number): Promise<string> {
  await userEvent.click(cell(row, col));
  await userEvent.keyboard('{F2}');
  const box = document.activeElement as HTMLInputElement;
  expect(box).toHaveClass('sheet-cell-input');
  const text = box.value;
  await userEvent.keyboard('{Escape}');
  return text;
}

describe('a cell’s editor', () => {
  it('opens on the value’s name in English, and commits it back as the same code', async () => {
    const { server } = draftServer();
    await openEditor();
    await waitFor(() => expect(cell(0, 0).querySelector('img')).toHaveAttribute('alt', 'Clear sky'));
    expect(await editorText(0, 0)).toBe('Clear sky');
    expect(await editorText(0, 1)).toBe('12.5');
    // Opened and committed unchanged: nothing to send.
    await userEvent.click(cell(0, 0));
    await userEvent.keyboard('{F2}{Enter}');
    expect(cell(0, 0).querySelector('img')).toHaveAttribute('alt', 'Clear sky');
    expect(sent(server)).toEqual([]);
  });

  it('in Italian, opens on a compass point as Italian writes it, and lists the points by name and Italian letters', async () => {
    const { server } = draftServer();
    await i18n.changeLanguage('it');
    renderApp('/bulletin/41');
    await screen.findByRole('grid', { name: /Valori di Bollettino montagna Veneto/ });
    await waitFor(() => expect(cell(0, 1)).toHaveTextContent('12,5'));
    await userEvent.click(cell(0, 5));
    await userEvent.keyboard('sud-ovest{Enter}');
    await waitFor(() => expect(sent(server)).toContainEqual(expect.objectContaining({ value: 'SW' })));
    expect(await editorText(0, 5)).toBe('SO');
    expect(await editorText(0, 1)).toBe('12,5');

    await userEvent.click(cell(1, 5));
    await userEvent.keyboard('sud');
    const choices = await screen.findByRole('listbox', { name: /Wind direction|Direzione/ });
    const texts = within(choices)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(texts).toContain('Sud-ovestSO');
    expect(texts.join(' ')).not.toMatch(/SW/);
    await userEvent.keyboard('{Escape}');
  });
});
