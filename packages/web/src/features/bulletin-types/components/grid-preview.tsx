import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import type { GridShape } from '../lib/grid-shape.ts';

/** How many venues the preview draws; the counts always speak for all of them. */
const PREVIEW_VENUES = 5;

const hour = (h: number) => `${String(h).padStart(2, '0')}`;

/**
 * The empty grid a bulletin of this type will hold: rows per venue and data type, columns per day
 * then time slot; required data types are marked.
 */
export function GridPreview({ shape }: { shape: GridShape }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const venues = [...new Map(shape.rows.map((row) => [row.venue.id, row.venue])).values()];
  const dataTypes = shape.rows.filter((row) => row.venue.id === venues[0]?.id).length;
  const drawn = new Set(venues.slice(0, PREVIEW_VENUES).map((v) => v.id));
  const rows = shape.rows.filter((row) => drawn.has(row.venue.id));
  const complete = shape.rows.length > 0 && shape.columnCount > 0;

  return (
    <section className="grid-preview" aria-labelledby="grid-preview-title">
      <h2 id="grid-preview-title" className="h4">
        {t('bulletinTypes.preview.title')}
      </h2>
      <p className="grid-preview-summary" aria-live="polite">
        {t('bulletinTypes.preview.summary', {
          venues: t('bulletinTypes.venues.count', { count: venues.length }),
          days: t('bulletinTypes.days', { count: shape.days.length }),
          slots: t('bulletinTypes.preview.slots', { count: shape.slots.length }),
          dataTypes: t('bulletinTypes.preview.dataTypes', { count: dataTypes }),
          cells: shape.cellCount,
          required: shape.requiredCellCount,
        })}
      </p>
      {!complete ? (
        <p className="text-secondary">{t('bulletinTypes.preview.incomplete')}</p>
      ) : (
        <>
          {/* Focusable, so that the keyboard can scroll a grid wider or taller than its frame. */}
          <section
            className="table-responsive grid-preview-scroll"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled from the keyboard (WCAG 2.1.1)
            tabIndex={0}
            aria-label={t('bulletinTypes.preview.scroll')}
          >
            <table className="table table-bordered table-sm grid-preview-table mb-2">
              <caption className="visually-hidden">{t('bulletinTypes.preview.title')}</caption>
              <thead>
                <tr>
                  <th scope="col" rowSpan={2}>
                    {t('bulletinTypes.preview.venue')}
                  </th>
                  <th scope="col" rowSpan={2}>
                    {t('bulletinTypes.preview.dataType')}
                  </th>
                  {shape.days.map((day) => (
                    <th
                      key={day}
                      scope="colgroup"
                      colSpan={shape.slots.length}
                      className="text-center grid-day"
                    >
                      {day === 1
                        ? t('bulletinTypes.preview.firstDay')
                        : t('bulletinTypes.preview.day', { n: day })}
                    </th>
                  ))}
                </tr>
                <tr>
                  {shape.days.flatMap((day) =>
                    shape.slots.map((slot, index) => (
                      <th
                        // biome-ignore lint/suspicious/noArrayIndexKey: a column is "slot n of day d": its position is its identity
                        key={`${day}-${index}`}
                        scope="col"
                        className={`text-center grid-slot${index === 0 ? ' grid-day-start' : ''}`}
                      >
                        {local.slotLabel(slot) || slot.code}
                        <span className="d-block small fw-normal text-secondary">
                          {hour(slot.start_hour)}–{hour(slot.end_hour)}
                        </span>
                      </th>
                    )),
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={`${row.venue.id}-${row.dataType.id}`}
                    className={row.firstOfVenue ? 'grid-venue-start' : undefined}
                  >
                    {row.firstOfVenue ? (
                      <th scope="rowgroup" rowSpan={dataTypes} className="grid-venue">
                        {row.venue.name}
                      </th>
                    ) : null}
                    <th scope="row" className="grid-data-type">
                      {local.name(row.dataType)}
                      {row.dataType.required ? (
                        <span className="grid-required" title={t('bulletinTypes.preview.required')}>
                          <span aria-hidden="true"> *</span>
                          <span className="visually-hidden"> ({t('bulletinTypes.preview.required')})</span>
                        </span>
                      ) : null}
                    </th>
                    {shape.days.flatMap((day) =>
                      shape.slots.map((_slot, index) => (
                        <td
                          // biome-ignore lint/suspicious/noArrayIndexKey: a cell is "slot n of day d": its position is its identity
                          key={`${day}-${index}`}
                          className={`grid-cell${index === 0 ? ' grid-day-start' : ''}${row.dataType.required ? ' grid-cell-required' : ''}`}
                        />
                      )),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className="small text-secondary mb-0">
            {t('bulletinTypes.preview.legend')}
            {venues.length > PREVIEW_VENUES
              ? ` ${t('bulletinTypes.preview.moreVenues', { shown: PREVIEW_VENUES, count: venues.length })}`
              : ''}
          </p>
        </>
      )}
    </section>
  );
}
