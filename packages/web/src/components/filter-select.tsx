import { useId } from 'react';

export type Option = { value: string; label: string };

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  /** The label of the choice that applies no filter (value ''). */
  allLabel: string;
};

/** A labelled select that narrows a list; its first choice removes the filter. */
export function FilterSelect({ label, value, onChange, options, allLabel }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="select-wrapper filter-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The options of a yes/no filter (`true`/`false` in the query). */
export function yesNoOptions(yes: string, no: string): Option[] {
  return [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
}
