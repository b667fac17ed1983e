import type { IconSet } from '@bora/shared/icon';
import { MAX_COMPARED_SETS } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';

type SetChooserProps = {
  sets: IconSet[];
  chosen: number[];
  onChange: (ids: number[]) => void;
};

/** The sets to compare, as checkboxes: the reference set always, then up to MAX_COMPARED_SETS more. */
export function SetChooser({ sets, chosen, onChange }: SetChooserProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const full = chosen.length >= MAX_COMPARED_SETS;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="compare-set-chooser">
      <legend>{t('icons.compare.sets')}</legend>
      <ul className="list-unstyled d-flex flex-wrap gap-3 mb-1">
        {sets.map((set) => {
          const checked = set.is_reference || chosen.includes(set.id);
          return (
            <li key={set.id} className="form-check mb-0">
              <input
                id={`compare-set-${set.id}`}
                type="checkbox"
                checked={checked}
                disabled={set.is_reference || (full && !checked)}
                onChange={(event) => toggle(set.id, event.target.checked)}
              />
              <label htmlFor={`compare-set-${set.id}`}>
                {local.name(set)}
                {set.is_reference ? ` (${t('icons.compare.referenceSet')})` : ''}
              </label>
            </li>
          );
        })}
      </ul>
      <p className="small text-secondary mb-0" aria-live="polite">
        {full ? t('icons.compare.full', { count: MAX_COMPARED_SETS }) : null}
      </p>
    </fieldset>
  );
}
