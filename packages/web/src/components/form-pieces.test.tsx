import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api-error.ts';
import { i18n } from '../lib/i18n.ts';
import { useSchemaForm } from '../lib/use-schema-form.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render.tsx';
import { DeleteButton } from './delete-button.tsx';
import { CheckboxField, SelectField, TextField } from './form-fields.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { NumberField } from './number-field.tsx';
import { SchemaForm } from './schema-form.tsx';

const schema = z.object({
  code: z.string().trim().min(1, 'Enter a code.'),
  kind: z.enum(['a', 'b']),
  size: z.number().int('A whole number.').nullable(),
  active: z.boolean(),
});

function Demo({ save }: { save: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const { form, submit } = useSchemaForm(schema, {
    defaultValues: { code: '', kind: 'a', size: null, active: true },
    save,
    success: 'Saved it',
  });
  return (
    <SchemaForm form={form} onSubmit={submit} label="Demo">
      <TextField name="code" label="Code" required />
      <SelectField
        name="kind"
        label="Kind"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <NumberField name="size" label="Size" />
      <CheckboxField name="active" label="Active" />
    </SchemaForm>
  );
}

describe('schema forms', () => {
  it('shows schema errors on the field as you go, and does not send', async () => {
    const save = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Demo save={save} />);
    await user.click(screen.getByLabelText(/Code/));
    await user.tab();
    expect(await screen.findByText('Enter a code.')).toHaveAttribute('id', 'field-code-error');
    expect(screen.getByLabelText(/Code/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Code/), 'x');
    await waitFor(() => expect(screen.queryByText('Enter a code.')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Size'), '1.5');
    await user.tab();
    expect(await screen.findByText('A whole number.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).not.toHaveBeenCalled();
  });

  it('sends typed values, toasts success, and puts a server problem on its field', async () => {
    const save = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(
        new ApiError({
          type: 'about:blank',
          title: 'Bad',
          status: 409,
          errors: { code: ['That code is taken.'] },
        }),
      );
    const user = userEvent.setup();
    renderWithProviders(<Demo save={save} />);
    await user.type(screen.getByLabelText(/Code/), 'abc');
    await user.selectOptions(screen.getByLabelText('Kind'), 'b');
    await user.type(screen.getByLabelText('Size'), '12');
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save.mock.calls[0]?.[0]).toEqual({ code: 'abc', kind: 'b', size: 12, active: false });
    expect(await screen.findByText('Saved it')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That code is taken.')).toHaveAttribute('id', 'field-code-error');
  });
});

describe('DeleteButton', () => {
  it('asks first, and shows why the server refuses (409) without going on', async () => {
    const onDeleted = vi.fn();
    const onDelete = vi.fn().mockRejectedValue(
      new ApiError({
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'A bulletin type uses this venue: deactivate it instead.',
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DeleteButton name="Verona" onDelete={onDelete} onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Verona? This cannot be undone.');
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
    expect(
      await screen.findByText('A bulletin type uses this venue: deactivate it instead.'),
    ).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes on confirmation, toasts, and hands over', async () => {
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DeleteButton name="Verona" onDelete={async () => undefined} onDeleted={onDeleted} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog');
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Verona deleted')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalled();
  });
});

describe('HistoryPanel', () => {
  it('lists who changed what, with each changed field before → after', async () => {
    mockFetch({
      '/api/things/3/history/': json([
        {
          id: 2,
          action: 'update',
          at: '2025-03-01T10:00:00Z',
          actor: 'admin',
          by_system: false,
          before: { name: 'Old', active: true },
          after: { name: 'New', active: false },
          changed: ['name', 'active'],
        },
        {
          id: 1,
          action: 'create',
          at: '2025-02-01T10:00:00Z',
          actor: null,
          by_system: true,
          before: null,
          after: {},
          changed: [],
        },
      ]),
    });
    renderWithProviders(<HistoryPanel path="/api/things/3/history/" queryKey={['things', 3, 'history']} />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('admin');
    expect(rows[1]).toHaveTextContent('Changed');
    expect(rows[1]).toHaveTextContent('Name: Old → New');
    expect(rows[1]).toHaveTextContent('Active: Yes → No');
    expect(rows[2]).toHaveTextContent('Created');
    // Loaded by Bora itself (the demo data): no person to name.
    expect(rows[2]).toHaveTextContent('Bora, automatically');
  });

  it('names fields and coded values in the UI language, by the kind of object', async () => {
    await i18n.changeLanguage('it');
    const update = (before: object, after: object) => ({
      id: 1,
      action: 'update',
      at: '2025-03-01T10:00:00Z',
      actor: 'admin',
      by_system: false,
      before,
      after,
      changed: Object.keys(after),
    });
    mockFetch({
      '/api/authorities/3/history/': json([
        update(
          { 'member rossi3b9': 'manager', kind: 'regional' },
          { 'member rossi3b9': 'member', kind: 'national' },
        ),
      ]),
      '/api/venues/4/history/': json([
        update({ elevation: null, kind: 'city' }, { elevation: 12, kind: 'coast' }),
      ]),
    });
    renderWithProviders(
      <>
        <HistoryPanel path="/api/authorities/3/history/" queryKey={['authorities', 3, 'history']} />
        <HistoryPanel path="/api/venues/4/history/" queryKey={['venues', 4, 'history']} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    const [authority, venue] = screen.getAllByRole('table');
    expect(authority).toHaveTextContent('Membro rossi3b9: Responsabile → Membro');
    expect(authority).toHaveTextContent('Tipo: Regionale → Nazionale');
    expect(venue).toHaveTextContent('Altitudine (m): — → 12');
    expect(venue).toHaveTextContent('Tipo: Città → Costa');
  });
});
