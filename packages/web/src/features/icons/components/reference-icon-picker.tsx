import type { Icon } from '@bora/shared/icon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import { IconPicture } from './icon-picture.tsx';

type ReferenceIconPickerProps = {
  /** The icons to choose from (e.g. the reference set's). */
  icons: Icon[];
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  /** A message to show under the picker (e.g. the server's). */
  error?: string;
  /** The label of the choice "none" (value null); without it there is no such choice. */
  noneLabel?: string;
  /** A line under an icon's name (e.g. what it stands for now). */
  noteOf?: (icon: Icon) => string;
};

/**
 * Chooses one icon among pictures (e.g. the reference icon an icon stands for): a radio group
 * (arrow keys move, Space picks) narrowed by a search on name or code; "none" clears the mapping.
 */
export function ReferenceIconPicker({
  icons,
  value,
  onChange,
  label,
  error,
  noneLabel,
  noteOf,
}: ReferenceIconPickerProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const id = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = icons.filter(
    (icon) =>
      icon.id === value ||
      needle === '' ||
      icon.name.toLowerCase().includes(needle) ||
      icon.code.includes(needle),
  );
  return (
    <fieldset className="reference-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="h6">{label}</legend>
      <div className="form-group mb-2">
        <label htmlFor={`${id}-search`} className="active">
          {t('icons.picker.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="form-control"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="reference-picker-grid">
        {noneLabel !== undefined ? (
          <label className={`reference-tile${value === null ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={id}
              className="visually-hidden"
              checked={value === null}
              onChange={() => onChange(null)}
            />
            <span className="reference-tile-none" aria-hidden="true">
              ∅
            </span>
            <span className="reference-tile-name">{noneLabel}</span>
          </label>
        ) : null}
        {shown.map((icon) => (
          <label key={icon.id} className={`reference-tile${icon.id === value ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={id}
              className="visually-hidden"
              checked={icon.id === value}
              onChange={() => onChange(icon.id)}
            />
            <IconPicture icon={icon} size={40} decorative />
            <span className="reference-tile-name">{local.name(icon)}</span>
            {/* The space keeps name and note apart in the radio's accessible name. */}
            {noteOf ? (
              <>
                {' '}
                <span className="reference-tile-note">{noteOf(icon)}</span>
              </>
            ) : null}
          </label>
        ))}
      </div>
      {shown.length === 0 ? <p className="small text-secondary mt-2">{t('icons.picker.noMatch')}</p> : null}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
