import { useId } from 'react';

type FilterToggleProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/** A checkbox that narrows a list to one kind of row (e.g. "my drafts"); unchecked applies no filter. */
export function FilterToggle({ label, checked, onChange }: FilterToggleProps) {
  const id = useId();
  return (
    <div className="form-check filter-toggle mb-0">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
