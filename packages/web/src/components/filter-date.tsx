import { useId } from 'react';

type FilterDateProps = {
  label: string;
  /** `YYYY-MM-DD`, '' when unset. */
  value: string;
  onChange: (value: string) => void;
};

/** A labelled date input that narrows a list; clearing it removes the filter. */
export function FilterDate({ label, value, onChange }: FilterDateProps) {
  const id = useId();
  return (
    <div className="form-group filter-date mb-0">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="form-control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
