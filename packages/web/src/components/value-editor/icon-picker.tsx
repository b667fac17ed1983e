import { useTranslation } from 'react-i18next';

/** An icon a value may be: its code (the stored value), name and picture. */
export type IconChoice = { code: string; name: string; svg_url: string };

type IconPickerProps = {
  icons: IconChoice[];
  value: string;
  onChange: (code: string) => void;
  labelledBy: string;
  describedBy?: string;
};

/** The icons as a group of radio buttons showing their pictures; arrow keys move between them. */
export function IconPicker({ icons, value, onChange, labelledBy, describedBy }: IconPickerProps) {
  const { t } = useTranslation();
  if (!icons.length) {
    return <p className="text-secondary small mb-0">{t('valueEditor.noIcons')}</p>;
  }
  const name = `${labelledBy}-choice`;
  return (
    <div
      className="icon-picker"
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <label className={`icon-picker-choice${value === '' ? ' is-selected' : ''}`}>
        <input
          type="radio"
          name={name}
          value=""
          checked={value === ''}
          onChange={() => onChange('')}
          className="visually-hidden"
        />
        <span className="icon-picker-none" aria-hidden="true">
          –
        </span>
        <span className="icon-picker-name">{t('valueEditor.empty')}</span>
      </label>
      {icons.map((icon) => (
        <label key={icon.code} className={`icon-picker-choice${value === icon.code ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name={name}
            value={icon.code}
            checked={value === icon.code}
            onChange={() => onChange(icon.code)}
            className="visually-hidden"
          />
          <img src={icon.svg_url} alt="" width={40} height={40} loading="lazy" />
          <span className="icon-picker-name">{icon.name}</span>
        </label>
      ))}
    </div>
  );
}
