import type { BulletinComposition } from '@bora/shared/bulletin';
import { useTranslation } from 'react-i18next';
import { dayLabel, gridDays } from '../../lib/bulletin/grid-model.ts';
import { PressedChoice } from '../pressed-choice.tsx';
import { MAX_NUMBERS, type MapChoices, numberTypes } from './bulletin-map-model.ts';

type MapPickersProps = {
  composition: BulletinComposition;
  issueDate: string;
  choices: MapChoices;
  onChoices: (choices: MapChoices) => void;
};

/** The day and slot the map shows (days named by their date, as the grid heads them), and its numbers. */
export function MapPickers({ composition, issueDate, choices, onChoices }: MapPickersProps) {
  const { t, i18n } = useTranslation();
  const numbers = numberTypes(composition);
  const toggle = (id: number, on: boolean) => {
    const chosen = on ? [...choices.numbers, id] : choices.numbers.filter((each) => each !== id);
    onChoices({ ...choices, numbers: numbers.map((d) => d.id).filter((each) => chosen.includes(each)) });
  };
  return (
    <div className="bulletin-map-pickers d-flex flex-wrap gap-3 mb-2">
      <PressedChoice
        legend={t('bulletin.map.day')}
        options={gridDays(composition).map((day) => ({
          value: day,
          label: dayLabel(i18n.resolvedLanguage, issueDate, day),
        }))}
        chosen={choices.day}
        onChoose={(day) => onChoices({ ...choices, day })}
      />
      <PressedChoice
        legend={t('bulletin.map.slot')}
        options={composition.slots.map((slot) => ({ value: slot.code, label: slot.label }))}
        chosen={choices.slot}
        onChoose={(slot) => onChoices({ ...choices, slot })}
      />
      {numbers.length ? (
        <fieldset>
          <legend className="pressed-choice-legend">
            {t('bulletin.map.numbers', { most: MAX_NUMBERS })}
          </legend>
          <div className="d-flex flex-wrap column-gap-3">
            {numbers.map((dataType) => {
              const on = choices.numbers.includes(dataType.id);
              return (
                <div key={dataType.id} className="form-check mb-0">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    id={`bulletin-map-number-${dataType.id}`}
                    checked={on}
                    disabled={!on && choices.numbers.length >= MAX_NUMBERS}
                    onChange={(event) => toggle(dataType.id, event.target.checked)}
                  />
                  <label className="form-check-label" htmlFor={`bulletin-map-number-${dataType.id}`}>
                    {dataType.name}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
