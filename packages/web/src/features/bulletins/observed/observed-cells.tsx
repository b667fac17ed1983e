import type { BulletinDetail, BulletinValue } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellFormat, cellText } from '../../../components/bulletin/cell-value.tsx';
import { FilterToggle } from '../../../components/filter-toggle.tsx';
import type { GridDataType } from '../../../lib/bulletin/grid-model.ts';
import { useUrlFlag } from '../../../lib/use-url-flag.ts';
import { useBulletinObservations } from '../api/get-bulletin-observations.ts';
import { verdictOf } from './observed-model.ts';
import './observed.css';

/** What was observed per cell (`cellId`), while the reader shows it; null otherwise. */
const ObservedCellsContext = createContext<ReadonlyMap<string, BulletinValue['value']> | null>(null);

/**
 * The observations of a published bulletin's cells, read once some exist: the toggle that shows
 * them (kept in the URL as `?observed`) and, while on, the grid inside shows them in its cells.
 * Not read while not `wanted` (a page with no toggle to show them by).
 */
export function useObserved(bulletin: BulletinDetail, { wanted = true }: { wanted?: boolean } = {}) {
  const [shown, setShown] = useUrlFlag('observed');
  const query = useBulletinObservations(bulletin.id, wanted && bulletin.status === 'published');
  const rows = query.data;
  const cells = useMemo(
    () => (rows?.length ? new Map(rows.map((row) => [cellId(row), row.value])) : null),
    [rows],
  );
  return {
    available: cells !== null,
    shown: shown && cells !== null,
    setShown,
    cells,
    count: rows?.length ?? 0,
  };
}

export function ObservedCells({
  cells,
  children,
}: {
  cells: ReadonlyMap<string, BulletinValue['value']> | null;
  children: ReactNode;
}) {
  return <ObservedCellsContext value={cells}>{children}</ObservedCellsContext>;
}

export function useObservedCells(): ReadonlyMap<string, BulletinValue['value']> | null {
  return useContext(ObservedCellsContext);
}

/** The switch above the grid: observations beside the forecast, or the forecast alone. */
export function ObservedToggle({ observed }: { observed: ReturnType<typeof useObserved> }) {
  const { t } = useTranslation();
  if (!observed.available) return null;
  return (
    <div className="d-print-none mb-2">
      <FilterToggle
        label={t('bulletin.observed.toggle', { count: observed.count })}
        checked={observed.shown}
        onChange={observed.setShown}
      />
    </div>
  );
}

/** Under a forecast, what was observed and how far off the forecast was (or whether it was right). */
export function ObservedValue({
  forecast,
  observed,
  dataType,
  format,
}: {
  forecast: BulletinValue['value'] | undefined;
  observed: BulletinValue['value'];
  dataType: GridDataType;
  format: CellFormat;
}) {
  const { t } = useTranslation();
  // An icon by its name, which the cell's picture does not give for the observation.
  const icon = dataType.value_kind === 'icon' ? format.icons.get(String(observed))?.name : undefined;
  const observedText = icon ?? cellText(observed, dataType, format);
  const verdict =
    forecast === undefined ? { kind: 'none' as const } : verdictOf(forecast, observed, dataType);
  return (
    <span className={`grid-observed grid-observed-${verdict.kind}`}>
      <span className="grid-observed-value">{t('bulletin.observed.value', { value: observedText })}</span>
      {verdict.kind === 'difference' ? (
        <span className="grid-observed-verdict">
          {t('bulletin.observed.difference', {
            value: `${verdict.difference > 0 ? '+' : ''}${format.number(verdict.difference, dataType.decimals)}`,
          })}
        </span>
      ) : null}
      {verdict.kind === 'right' || verdict.kind === 'wrong' ? (
        <span className="grid-observed-verdict">{t(`bulletin.observed.${verdict.kind}`)}</span>
      ) : null}
    </span>
  );
}
