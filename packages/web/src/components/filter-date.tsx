import { useId } from 'react';
import { DateInput } from './date-input.tsx';

type FilterDateProps = {
  label: string;
  /** `YYYY-MM-DD`, '' when unset. */
  value: string;
  onChange: (value: string) => void;
};

/** A labelled date, written in the app's language, that narrows a list; clearing it removes the filter. */
export function FilterDate({ label, value, onChange }: FilterDateProps) {
  const id = useId();
  return (
    <div className="form-group filter-date mb-0">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <DateInput id={id} value={value} onChange={onChange} label={label} />
    </div>
  );
}
