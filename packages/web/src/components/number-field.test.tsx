import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../lib/i18n.ts';
import { useSchemaForm } from '../lib/use-schema-form.ts';
import { renderWithProviders } from '../test/render.tsx';
import { NumberField } from './number-field.tsx';
import { SchemaForm } from './schema-form.tsx';

const schema = z.object({
  latitude: z.number({ error: 'Enter a latitude.' }).min(-90).max(90),
  elevation: z.number().nullable(),
});
type Values = z.output<typeof schema>;

function Demo({
  save,
  start,
}: {
  save: (values: Values) => Promise<unknown>;
  start: z.input<typeof schema>;
}) {
  const { form, submit } = useSchemaForm(schema, { defaultValues: start, save });
  return (
    <SchemaForm form={form} onSubmit={submit} label="Place">
      <NumberField<Values> name="latitude" label="Latitude" required />
      <NumberField<Values> name="elevation" label="Elevation" />
      <button type="button" onClick={() => form.reset({ latitude: 45.25, elevation: null })}>
        Reset
      </button>
    </SchemaForm>
  );
}

async function fillAndSave(language: 'it' | 'en', latitude: string, elevation: string) {
  await i18n.changeLanguage(language);
  const save = vi.fn(async (_values: Values) => undefined);
  const user = userEvent.setup();
  renderWithProviders(<Demo save={save} start={{ latitude: Number.NaN, elevation: null }} />);
  const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });
  await user.type(field('Latitude'), latitude);
  if (elevation) await user.type(field('Elevation'), elevation);
  await user.click(screen.getByRole('button', { name: language === 'it' ? 'Salva' : 'Save' }));
  return { save, field };
}

describe('NumberField', () => {
  for (const language of ['it', 'en'] as const) {
    it(`reads a decimal comma or point as the decimal separator (${language})`, async () => {
      const { save } = await fillAndSave(language, '4,5', '1,5');
      await waitFor(() => expect(save).toHaveBeenCalledWith({ latitude: 4.5, elevation: 1.5 }, undefined));
    });

    it(`reads 12,3 and 12.3 alike (${language})`, async () => {
      const { save } = await fillAndSave(language, '12,3', '12.3');
      await waitFor(() => expect(save).toHaveBeenCalledWith({ latitude: 12.3, elevation: 12.3 }, undefined));
    });

    it(`refuses thousands separators on the field instead of guessing (${language})`, async () => {
      const { save, field } = await fillAndSave(language, '1.234,5', '');
      const message =
        language === 'it'
          ? 'Scrivi il numero senza separatori delle migliaia.'
          : 'Write the number without thousands separators.';
      expect(await screen.findByText(message)).toHaveAttribute('id', 'field-latitude-error');
      expect(field('Latitude')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Latitude')).toHaveValue('1.234,5');
      expect(save).not.toHaveBeenCalled();
    });

    it(`refuses text on the field, and sends once it is mended (${language})`, async () => {
      const { save, field } = await fillAndSave(language, 'abc', '');
      const message = language === 'it' ? 'Inserisci un numero.' : 'Enter a number.';
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(save).not.toHaveBeenCalled();
      const user = userEvent.setup();
      await user.clear(field('Latitude'));
      await user.type(field('Latitude'), '-3,25');
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: language === 'it' ? 'Salva' : 'Save' }));
      await waitFor(() => expect(save).toHaveBeenCalledWith({ latitude: -3.25, elevation: null }, undefined));
    });
  }

  it('shows a stored number in the UI language, and a reset replaces what was typed', async () => {
    await i18n.changeLanguage('it');
    const user = userEvent.setup();
    renderWithProviders(<Demo save={async () => undefined} start={{ latitude: 4.5, elevation: 12 }} />);
    const latitude = screen.getByRole('textbox', { name: /Latitude/ });
    expect(latitude).toHaveValue('4,5');
    expect(screen.getByRole('textbox', { name: 'Elevation' })).toHaveValue('12');
    await user.clear(latitude);
    await user.type(latitude, '7.');
    expect(latitude).toHaveValue('7.');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(latitude).toHaveValue('45,25');
  });
});
