import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Saves a form (or the dialog holding it and its Save) whose object someone else changed
 * meanwhile: the save is refused with the conflict, and its reload (confirmed) puts their version
 * into the form.
 */
export async function saveThenReloadTheirs(form: HTMLElement, save = 'Save') {
  await userEvent.click(within(form).getByRole('button', { name: save }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Someone else changed this while you were working on it.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reload their version' }));
  await userEvent.click(within(alert).getByRole('button', { name: 'Discard my changes and reload' }));
  expect(
    await screen.findByText('Their version is shown now. Make your changes again, then save.'),
  ).toBeVisible();
}
