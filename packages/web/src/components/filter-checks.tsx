import { useId } from 'react';
import type { Option } from './filter-select.tsx';

type FilterChecksProps = {
  legend: string;
  /** The chosen values; none chosen applies no filter. */
  values: string[];
  onChange: (values: string[]) => void;
  options: Option[];
};

/** A group of checkboxes that narrows a list to any of the chosen values. */
export function FilterChecks({ legend, values, onChange, options }: FilterChecksProps) {
  const id = useId();
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...values, value] : values.filter((chosen) => chosen !== value));
  return (
    <fieldset className="filter-checks">
      <legend>{legend}</legend>
      <div className="filter-checks__options">
        {options.map((option) => (
          <div key={option.value} className="form-check form-check-inline">
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
