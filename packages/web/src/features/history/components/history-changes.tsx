import type { BulletinComposition } from '@bora/shared/bulletin';
import type { CellChange, TextChange } from '@bora/shared/bulletin-history';
import { type NamedIconRef, valueWithUnit } from '@bora/shared/value-text';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GridIcon } from '../../../components/bulletin/cell-value.tsx';
import { dayName } from '../../../lib/bulletin/day-name.ts';

type DataType = BulletinComposition['data_types'][number];

/**
 * What a cell held, as a forecaster reads it in the UI language (`valueWithUnit` of shared): a
 * number in the language's format with its unit, a category's label, a compass point as the
 * language writes it, an icon's name (where `icons`, the set's by code, has it); a note after it.
 */
export function cellContentText(
  content: CellChange['before'],
  dataType: DataType | undefined,
  t: TFunction,
  language: string | undefined,
  icons?: ReadonlyMap<string, NamedIconRef>,
): string {
  if (content === null) return t('bulletinHistory.emptyCell');
  const { value } = content;
  const text = dataType
    ? valueWithUnit(value, dataType, language === 'en' ? 'en' : 'it', icons)
    : String(value);
  return content.note ? t('bulletinHistory.withNote', { value: text, note: content.note }) : text;
}

/**
 * Where a cell is: venue, day (by its date: the bulletin's `issueDate` plus the cell's day), slot and
 * data type, named as the bulletin's composition names them.
 */
export function cellPlaceText(
  cell: CellChange,
  composition: BulletinComposition,
  issueDate: string,
  language: string | undefined,
): string {
  const venue = composition.venues.find((v) => v.id === cell.venue_id)?.name ?? `#${cell.venue_id}`;
  const slot = composition.slots.find((s) => s.code === cell.slot)?.label ?? cell.slot;
  const dataType =
    composition.data_types.find((d) => d.id === cell.data_type_id)?.name ?? `#${cell.data_type_id}`;
  return [venue, dayName(language, issueDate, cell.day), slot, dataType].join(' · ');
}

/** The cells one save changed, each before → after. */
export function CellChangeList({
  cells,
  composition,
  issueDate,
  id,
  icons = [],
}: {
  cells: CellChange[];
  composition: BulletinComposition;
  issueDate: string;
  id: string;
  /** The set's icons, to name an icon value. */
  icons?: readonly GridIcon[];
}) {
  const { t, i18n } = useTranslation();
  const dataTypes = new Map(composition.data_types.map((d) => [d.id, d]));
  const iconsByCode = new Map(icons.map((icon) => [icon.code, icon]));
  return (
    <ul id={id} className="list-unstyled mb-0 mt-1 small">
      {cells.map((cell) => {
        const dataType = dataTypes.get(cell.data_type_id);
        return (
          <li key={`${cell.venue_id}|${cell.day}|${cell.slot}|${cell.data_type_id}`}>
            <span className="fw-semibold">
              {cellPlaceText(cell, composition, issueDate, i18n.resolvedLanguage)}
            </span>
            :{' '}
            <span className="history-before">
              {cellContentText(cell.before, dataType, t, i18n.resolvedLanguage, iconsByCode)}
            </span>
            {' → '}
            <span className="history-after">
              {cellContentText(cell.after, dataType, t, i18n.resolvedLanguage, iconsByCode)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The languages and fields one texts save changed. */
export function TextChangeList({
  texts,
  composition,
}: {
  texts: TextChange[];
  composition: BulletinComposition;
}) {
  const { t } = useTranslation();
  const venueName = (id: number) => composition.venues.find((v) => v.id === id)?.name ?? `#${id}`;
  return (
    <ul className="list-unstyled mb-0">
      {texts.map((change) => (
        <li key={change.language}>
          <span className="fw-semibold">
            {t(`bulletinTypes.language.${change.language}`, change.language)}
          </span>
          {change.fields.length ? ': ' : ''}
          {change.fields
            .map((field) =>
              field === 'venue_notes'
                ? t('bulletinHistory.field.venueNotesOf', {
                    venues: change.venue_ids.map(venueName).join(', '),
                  })
                : t(`bulletinHistory.field.${field}`),
            )
            .join(', ')}
        </li>
      ))}
    </ul>
  );
}
