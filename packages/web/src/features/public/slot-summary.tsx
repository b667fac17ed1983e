import { type CellFormat, CellValue, DirectionArrow } from '../../components/bulletin/cell-value.tsx';
import type { ReaderSummaryTypes, SlotReading } from './reader-model.ts';

type SlotSummaryProps = {
  reading: SlotReading;
  summary: ReaderSummaryTypes;
  format: CellFormat;
};

/**
 * One slot as a reader sees it: the sky's picture (named by its alt text), the temperatures, and
 * the wind as an arrow pointing where it blows to, with its speed. What is drawn short ("3° / 9°",
 * an arrow) is said in full to a screen reader ("Minimum 3 °C, maximum 9 °C", "Wind SSO 20 km/h").
 */
export function SlotSummary({ reading, summary, format }: SlotSummaryProps) {
  if (reading.empty) return <span className="text-secondary">{format.t('bulletin.reader.noValues')}</span>;
  return (
    <span className="reader-slot">
      {summary.sky ? (
        <span className="reader-sky">
          {reading.sky === undefined ? null : (
            <CellValue value={reading.sky} dataType={summary.sky} format={format} />
          )}
        </span>
      ) : null}
      {reading.temperatures ? (
        <span className="reader-temperatures" title={reading.temperaturesSpoken}>
          <span aria-hidden="true">{reading.temperatures}</span>
          <span className="visually-hidden">{reading.temperaturesSpoken}</span>
        </span>
      ) : null}
      {reading.wind ? (
        <span className="reader-wind" title={format.t('bulletin.reader.wind', { wind: reading.wind })}>
          <span aria-hidden="true">
            {reading.direction ? <DirectionArrow point={reading.direction} /> : null}{' '}
            {reading.speed || reading.wind}
          </span>
          <span className="visually-hidden">{format.t('bulletin.reader.wind', { wind: reading.wind })}</span>
        </span>
      ) : null}
    </span>
  );
}
