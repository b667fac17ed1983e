import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Providers } from '../app/providers.tsx';
import { useSchemaForm } from '../lib/use-schema-form.ts';
import { testQueryClient } from '../test/render.tsx';
import { TextField } from './form-fields.tsx';
import { SchemaForm } from './schema-form.tsx';

const schema = z.object({ name: z.string().min(1, 'Enter a name.') });

function EditScreen() {
  const { form, submit } = useSchemaForm(schema, {
    defaultValues: { name: 'Milano' },
    save: async () => undefined,
  });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <SchemaForm form={form} onSubmit={submit} label="Venue">
        <TextField name="name" label="Name" />
      </SchemaForm>
    </>
  );
}

function start() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Start</h1> },
      { path: '/form', element: <EditScreen /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/', '/form'], initialIndex: 1 },
  );
  render(
    <Providers queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

function unloadIsQuestioned() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving a form', () => {
  it('lets an untouched form go without asking', async () => {
    const { user } = start();
    expect(unloadIsQuestioned()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before a link leaves an edited form; Cancel stays with the changes, Leave goes', async () => {
    const { user } = start();
    await user.type(screen.getByLabelText('Name'), ' centro');
    expect(unloadIsQuestioned()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Name')).toHaveValue('Milano centro');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks before the back button leaves an edited form', async () => {
    const { router, user } = start();
    await user.type(screen.getByLabelText('Name'), 'x');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Start' })).toBeNull();
  });

  it('lets a saved form go without asking', async () => {
    const { user } = start();
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(unloadIsQuestioned()).toBe(false));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });
});
