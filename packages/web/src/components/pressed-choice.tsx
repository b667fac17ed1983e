import './pressed-choice.css';

type PressedChoiceProps<T> = {
  legend: string;
  /** Whether the legend is read aloud only, where what is chosen speaks for itself on screen. */
  legendHidden?: boolean;
  options: readonly { value: T; label: string }[];
  chosen: T;
  onChoose: (value: T) => void;
};

/** One of a few (a day, a slot), as a row of buttons of which one is pressed; the row wraps on a phone. */
export function PressedChoice<T extends string | number | null>(props: PressedChoiceProps<T>) {
  const { legend, legendHidden = false, options, chosen, onChoose } = props;
  return (
    <fieldset>
      <legend className={legendHidden ? 'visually-hidden' : 'pressed-choice-legend'}>{legend}</legend>
      <div className="d-flex flex-wrap gap-1">
        {options.map((option) => (
          <button
            key={option.value ?? 'none'}
            type="button"
            className={`btn btn-sm text-nowrap ${option.value === chosen ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={option.value === chosen}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
