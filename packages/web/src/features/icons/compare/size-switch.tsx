import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type IconSize, iconSizes } from './compare-params.ts';

/** Small, medium or large icons, the same size in every column. */
export function SizeSwitch({ value, onChange }: { value: IconSize; onChange: (size: IconSize) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="icon-switch">
      <legend>{t('icons.compare.size')}</legend>
      <div className="btn-group">
        {(Object.keys(iconSizes) as IconSize[]).map((size) => (
          <label key={size} className="icon-switch-option">
            <input
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
            />
            <span>{t(`icons.compare.sizes.${size}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
