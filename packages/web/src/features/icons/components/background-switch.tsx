import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type IconBackground, iconBackgrounds } from '../lib/icon-background.ts';

type BackgroundSwitchProps = { value: IconBackground; onChange: (value: IconBackground) => void };

/** Light, mid or dark tiles under the icons: pale icons read on dark, dark ones on light. */
export function BackgroundSwitch({ value, onChange }: BackgroundSwitchProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="icon-switch">
      <legend>{t('icons.background.label')}</legend>
      <div className="btn-group">
        {iconBackgrounds.map((background) => (
          <label key={background} className={`icon-switch-option swatch-${background}`}>
            <input
              type="radio"
              name={name}
              value={background}
              checked={value === background}
              onChange={() => onChange(background)}
            />
            <span>{t(`icons.background.${background}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
