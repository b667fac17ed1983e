import type { BulletinComposition } from '@bora/shared/bulletin';
import { type CellFormat, CellValue } from '../../components/bulletin/cell-value.tsx';
import type { ValueAt } from '../../components/map/bulletin-map-model.ts';
import { dayLabel, gridDays } from '../../lib/bulletin/grid-model.ts';
import { useLocalized } from '../../lib/localized.ts';

type VenueValuesProps = {
  venue: BulletinComposition['venues'][number];
  composition: BulletinComposition;
  issueDate: string;
  valueAt: ValueAt;
  format: CellFormat;
};

/**
 * Every value of one venue, a table per day (data types in rows, slots in columns): what the
 * reader's summary leaves out, as narrow as a phone.
 */
export function VenueValues({ venue, composition, issueDate, valueAt, format }: VenueValuesProps) {
  const local = useLocalized();
  const { language } = local;
  return (
    <div className="reader-venue-values">
      {gridDays(composition).map((day) => {
        const label = dayLabel(language, issueDate, day);
        return (
          <div key={day} className="table-responsive">
            <table className="table table-sm reader-values-table mb-2">
              <caption className="caption-top">
                {format.t('bulletin.reader.valuesOf', { venue: venue.name, day: label })}
              </caption>
              <thead>
                <tr>
                  <td />
                  {composition.slots.map((slot) => (
                    <th key={slot.code} scope="col">
                      {local.slotLabel(slot)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {composition.data_types.map((dataType) => (
                  <tr key={dataType.id}>
                    <th scope="row">
                      {dataType.name}
                      {dataType.unit ? <span className="text-secondary"> ({dataType.unit})</span> : null}
                    </th>
                    {composition.slots.map((slot) => {
                      const value = valueAt({
                        venue_id: venue.id,
                        day,
                        slot: slot.code,
                        data_type_id: dataType.id,
                      });
                      return (
                        <td key={slot.code}>
                          {value === undefined ? (
                            '–'
                          ) : (
                            <CellValue value={value} dataType={dataType} format={format} />
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
