import type { ValueRule } from '@bora/shared/data-type-values';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { ValueEditor } from './value-editor.tsx';

const base: ValueRule = { value_kind: 'text', minimum: null, maximum: null, decimals: null, options: [] };
const precipitation: ValueRule & { unit: string } = {
  ...base,
  value_kind: 'number',
  minimum: 0,
  maximum: 500,
  decimals: 1,
  unit: 'mm',
};
const windSpeed: ValueRule = { ...base, value_kind: 'integer', minimum: 0, maximum: 250 };
const warning: ValueRule = {
  ...base,
  value_kind: 'category',
  options: [
    { code: 'green', label: 'Green' },
    { code: 'red', label: 'Red' },
  ],
};
const icons = [
  { code: 'clear-day', name: 'Clear', svg_url: '/api/icons/1/svg/' },
  { code: 'rain', name: 'Rain', svg_url: '/api/icons/2/svg/' },
];

describe('ValueEditor', () => {
  it('accepts a number with a decimal comma and hands over the stored value', async () => {
    const onChange = vi.fn();
    render(<ValueEditor rule={precipitation} label="Precipitation" onChange={onChange} />);
    const input = screen.getByLabelText('Precipitation');
    await userEvent.type(input, '12,5');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ typed: '12,5', parsed: { ok: true, value: 12.5 } });
    expect(screen.getByText('mm')).toBeInTheDocument();
  });

  it('says what is wrong with a number as you type: decimals, bounds, not a number', async () => {
    render(<ValueEditor rule={precipitation} label="Precipitation" />);
    const input = screen.getByLabelText('Precipitation');
    await userEvent.type(input, '1,25');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 1 decimal.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '600');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 500.');
    await userEvent.clear(input);
    await userEvent.type(input, 'lots');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number.');
  });

  it('refuses a fraction for an integer type and a value below its minimum', async () => {
    render(<ValueEditor rule={windSpeed} label="Wind speed" />);
    const input = screen.getByLabelText('Wind speed');
    await userEvent.type(input, '12,5');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number.');
    await userEvent.clear(input);
    await userEvent.type(input, '-3');
    expect(screen.getByRole('alert')).toHaveTextContent('At least 0.');
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the options of a category type by label and stores the code', async () => {
    const onChange = vi.fn();
    render(<ValueEditor rule={warning} label="Warning" onChange={onChange} />);
    const select = screen.getByLabelText('Warning');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['— none —', 'Green', 'Red']);
    await userEvent.selectOptions(select, 'Red');
    expect(onChange).toHaveBeenLastCalledWith({ typed: 'red', parsed: { ok: true, value: 'red' } });
  });

  it('shows a category value that is no longer among the options as a problem', () => {
    render(<ValueEditor rule={warning} label="Warning" initialText="orange" />);
    expect(screen.getByRole('alert')).toHaveTextContent('“orange” is not one of: Green, Red.');
  });

  it('offers the 16 compass points and VRB for a direction', async () => {
    const onChange = vi.fn();
    render(
      <ValueEditor rule={{ ...base, value_kind: 'direction' }} label="Wind direction" onChange={onChange} />,
    );
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(18);
    expect(options.at(-1)).toHaveTextContent('VRB (variable)');
    await userEvent.selectOptions(screen.getByLabelText('Wind direction'), 'SW');
    expect(onChange).toHaveBeenLastCalledWith({ typed: 'SW', parsed: { ok: true, value: 'SW' } });
  });

  it('shows the icons as pictures to pick, and refuses an icon outside the list', async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <ValueEditor rule={{ ...base, value_kind: 'icon' }} label="Sky" icons={icons} onChange={onChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Sky' });
    expect(group.querySelectorAll('img')).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Rain' }));
    expect(onChange).toHaveBeenLastCalledWith({ typed: 'rain', parsed: { ok: true, value: 'rain' } });
    unmount();

    render(
      <ValueEditor rule={{ ...base, value_kind: 'icon' }} label="Sky" icons={icons} initialText="snow" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“snow” is not in the bulletin’s icon set: enter the name or the code of one of its icons.',
    );
  });

  it('says so when there are no icons to choose from', () => {
    render(<ValueEditor rule={{ ...base, value_kind: 'icon' }} label="Sky" icons={[]} />);
    expect(screen.getByText('No icons to choose from in this category yet.')).toBeInTheDocument();
  });

  it('takes free text up to the limit and refuses longer text', async () => {
    render(<ValueEditor rule={base} label="Remarks" initialText={'x'.repeat(501)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('At most 500 characters.');
    const input = screen.getByLabelText('Remarks');
    await userEvent.clear(input);
    await userEvent.type(input, 'Foggy in the morning');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('re-checks what is typed when the rule changes', async () => {
    const { rerender } = render(<ValueEditor rule={precipitation} label="Value" />);
    await userEvent.type(screen.getByLabelText('Value'), '300');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ValueEditor rule={{ ...precipitation, maximum: 200 }} label="Value" />);
    expect(screen.getByRole('alert')).toHaveTextContent('At most 200.');
  });

  it('speaks Italian in Italian, numbers included, and reads thousands grouped the Italian way', async () => {
    await i18n.changeLanguage('it');
    const onChange = vi.fn();
    render(<ValueEditor rule={windSpeed} label="Vento" onChange={onChange} />);
    const input = screen.getByLabelText('Vento');
    await userEvent.type(input, '1.200');
    expect(onChange).toHaveBeenLastCalledWith({
      typed: '1.200',
      parsed: { ok: false, problem: 'At most 250.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Al massimo 250.');
    await userEvent.clear(input);
    await userEvent.type(input, '1,234.5');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Scrivi le migliaia con «.» o uno spazio, e i decimali con «,».',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '120');
    expect(onChange).toHaveBeenLastCalledWith({ typed: '120', parsed: { ok: true, value: 120 } });
  });

  it('writes a bound’s decimals the Italian way', async () => {
    await i18n.changeLanguage('it');
    render(<ValueEditor rule={{ ...precipitation, maximum: 2.5 }} label="Pioggia" initialText="3" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Al massimo 2,5.');
  });
});
