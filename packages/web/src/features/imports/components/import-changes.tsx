import type { BulletinDetail } from '@bora/shared/bulletin';
import type { ImportedCell } from '@bora/shared/bulletin-import';
import { localizedLabel } from '@bora/shared/localized';
import { valueWithUnit } from '@bora/shared/value-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridIcon, useCellFormat } from '../../../components/bulletin/cell-value.tsx';
import { dayName } from '../../../lib/bulletin/day-name.ts';
import { useLocalized } from '../../../lib/localized.ts';

/** Changed cells listed in the dialog: the counts say how many there are in all. */
export const LISTED = 200;

type ImportChangesProps = {
  bulletin: BulletinDetail;
  icons: readonly GridIcon[];
  changes: readonly ImportedCell[];
  /** How many cells change in all. */
  set: number;
};

/**
 * The cells the file changes, line by line: what each holds now and what it gets from the file, by
 * their names in the UI language. The list scrolls within the dialog, a region reachable by keyboard.
 */
export function ImportChanges({ bulletin, icons, changes, set }: ImportChangesProps) {
  const { t, i18n } = useTranslation();
  const { name } = useLocalized();
  const format = useCellFormat(icons);
  const headingId = useId();
  const { composition } = bulletin;
  const dataTypes = new Map(composition.data_types.map((d) => [d.id, d]));
  const venues = new Map(composition.venues.map((v) => [v.id, v]));
  const slots = new Map(composition.slots.map((s) => [s.code, s]));
  return (
    <>
      <h3 id={headingId} className="h6">
        {t('bulletinImport.changes')}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1) */}
      <section className="table-responsive import-changes" aria-labelledby={headingId} tabIndex={0}>
        <table className="table table-sm table-striped">
          <thead>
            <tr>
              <th scope="col">{t('bulletinImport.line')}</th>
              <th scope="col">{t('bulletinImport.venue')}</th>
              <th scope="col">{t('bulletinImport.day')}</th>
              <th scope="col">{t('bulletinImport.slot')}</th>
              <th scope="col">{t('bulletinImport.dataType')}</th>
              <th scope="col">{t('bulletinImport.before')}</th>
              <th scope="col">{t('bulletinImport.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.slice(0, LISTED).map((change) => {
              const dataType = dataTypes.get(change.data_type_id);
              const slot = slots.get(change.slot);
              // By name in the UI language, as the shared value formatting writes it: never a code.
              const written = (value: string | number | null) =>
                value === null
                  ? '–'
                  : dataType
                    ? valueWithUnit(value, dataType, format.language, format.icons)
                    : String(value);
              return (
                <tr key={`${change.venue_id}/${change.day}/${change.slot}/${change.data_type_id}`}>
                  <td>{change.line}</td>
                  <td>{venues.get(change.venue_id)?.name}</td>
                  <td>{dayName(i18n.resolvedLanguage, bulletin.issue_date, change.day)}</td>
                  <td>{slot ? localizedLabel(slot, format.language) : change.slot}</td>
                  <td>{dataType ? name(dataType) : ''}</td>
                  <td>{written(change.before)}</td>
                  <td className="fw-semibold">{written(change.after)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {set > LISTED ? (
        <p className="small text-muted">{t('bulletinImport.more', { count: set - LISTED })}</p>
      ) : null}
    </>
  );
}
