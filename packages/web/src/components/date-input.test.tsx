import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { FilterDate } from './filter-date.tsx';

function Filter({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FilterDate
      label="Issued from"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('a date filter', () => {
  it('is written and typed in the app’s language, whatever the browser’s', async () => {
    await i18n.changeLanguage('it');
    try {
      const onChange = vi.fn();
      render(<Filter initial="2026-12-05" onChange={onChange} />);
      const field = screen.getByRole('textbox', { name: 'Issued from' });
      expect(field).toHaveValue('05/12/2026');
      expect(field).toHaveAttribute('placeholder', 'gg/mm/aaaa');
      await userEvent.clear(field);
      expect(onChange).toHaveBeenLastCalledWith('');
      // Nothing is asked while the date is half typed; the whole day is.
      await userEvent.type(field, '3/1/26');
      expect(onChange.mock.calls.map(([value]) => value)).toEqual(['', '2026-01-03']);
      await userEvent.tab();
      expect(field).toHaveValue('03/01/2026');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says under the field when what is typed is not a date, and changes nothing', async () => {
    const onChange = vi.fn();
    render(<Filter initial="2026-03-01" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Issued from' });
    expect(field).toHaveValue('03/01/2026');
    await userEvent.clear(field);
    await userEvent.type(field, '02/30/2026');
    await userEvent.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Not a date: write it as mm/dd/yyyy.');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['']);
    // An ISO date is read in any language.
    await userEvent.clear(field);
    await userEvent.type(field, '2026-02-28');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('offers the browser’s calendar beside it, named by the field', () => {
    render(<Filter onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Pick from a calendar: Issued from' })).toBeInTheDocument();
  });
});
