import { render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SelectField } from './form-fields.tsx';

type Values = { authority_id: number | null };

function Form({ children }: { children: ReactNode }) {
  const form = useForm<Values>({ defaultValues: { authority_id: 7 } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

/** Options that arrive later, as when they come from a list still loading. */
function LateOptions() {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    const timer = setTimeout(() =>
      setOptions([
        { value: '3', label: 'Lombardia' },
        { value: '7', label: 'Veneto' },
      ]),
    );
    return () => clearTimeout(timer);
  }, []);
  return (
    <SelectField<Values>
      name="authority_id"
      label="Authority"
      numeric
      placeholder="National"
      options={options}
    />
  );
}

describe('SelectField', () => {
  it('shows the value the form holds even when its options arrive later', async () => {
    render(
      <Form>
        <LateOptions />
      </Form>,
    );
    expect(await screen.findByRole('option', { name: 'Veneto' })).toBeInTheDocument();
    // The select takes the form's value once its options are drawn, a render after they arrive.
    await waitFor(() => expect(screen.getByLabelText('Authority')).toHaveDisplayValue('Veneto'));
  });
});
