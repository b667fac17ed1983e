import { useId } from 'react';

type FileFieldProps = {
  label: string;
  /** The kinds of file offered (`.csv,text/csv`). */
  accept: string;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
};

/** A labelled choice of one file. */
export function FileField({ label, accept, disabled, onChoose }: FileFieldProps) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="form-control"
        accept={accept}
        disabled={disabled}
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
      />
    </div>
  );
}
