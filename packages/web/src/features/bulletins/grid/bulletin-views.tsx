import type { CellKey } from '@bora/shared/bulletin-check';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import type { BulletinMapData } from '../../../components/map/bulletin-map.tsx';
import {
  choicesFromParams,
  type MapChoices,
  withChoices,
} from '../../../components/map/bulletin-map-model.ts';
import { type CellShowing, showCell } from '../../../lib/bulletin/show-cell.ts';

// Leaflet and the coastlines load only for those who open the map.
const BulletinMap = lazy(() =>
  import('../../../components/map/bulletin-map.tsx').then((module) => ({ default: module.BulletinMap })),
);

export type GridView = 'table' | 'map';

/**
 * Which view of the grid is shown, and the way to show the other. Kept in the URL as `?view=map`
 * (the table without it), so that a link can open the map; held in the page too, so that a link
 * to a cell (a problem, a change) that shows the table draws it before the cell is focused.
 */
export function useGridView() {
  const [params, setParams] = useSearchParams();
  const [view, setShown] = useState<GridView>(() => (params.get('view') === 'map' ? 'map' : 'table'));
  const setView = useCallback(
    (next: GridView) => {
      setShown(next);
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === 'map') changed.set('view', 'map');
          else changed.delete('view');
          return changed;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { view, setView };
}

type BulletinViewsProps = CellShowing &
  BulletinMapData & {
    /** The grid: the read table, or the editor's spreadsheet. */
    table: ReactNode;
    views: ReturnType<typeof useGridView>;
    /** Less room under the tabs: the editor's workspace, where every line is a row of the grid. */
    compact?: boolean;
  };

/**
 * The bulletin's values as a table or on a map, as two tabs. The table stays drawn while the map
 * is shown (the editor keeps its selection and scroll; paper prints it whichever tab is open); the
 * map is drawn only while its tab is open, its day, slot and numbers kept meanwhile (in the URL).
 */
export function BulletinViews({ table, views, compact, onReveal, onCell, ...map }: BulletinViewsProps) {
  const { t } = useTranslation();
  const { view, setView } = views;
  // The day, slot and numbers shown are kept in the URL, so that a link opens the map as it was.
  const [params, setParams] = useSearchParams();
  const { composition } = map.bulletin;
  const choices = useMemo(() => choicesFromParams(composition, params), [composition, params]);
  const setChoices = useCallback(
    (next: MapChoices) =>
      setParams((current) => withChoices(current, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  // A marker's cell is shown once the table is back on screen.
  const [shown, setShown] = useState<CellKey | null>(null);
  useEffect(() => {
    if (view !== 'table' || !shown) return;
    setShown(null);
    showCell(shown, { onReveal, onCell });
  }, [view, shown, onReveal, onCell]);
  const toTable = (cell: CellKey) => {
    setShown(cell);
    setView('table');
  };
  return (
    <Tabs
      id="bulletin-views"
      className={`bulletin-views-tabs ${compact ? 'mb-2' : 'mb-3'}`}
      activeKey={view}
      onSelect={(key) => setView(key === 'map' ? 'map' : 'table')}
      transition={false}
    >
      <Tab eventKey="table" title={t('bulletin.views.table')} className="bulletin-views-table">
        {table}
      </Tab>
      <Tab
        eventKey="map"
        title={t('bulletin.views.map')}
        className="bulletin-views-map"
        mountOnEnter
        unmountOnExit
      >
        <Suspense fallback={<Loading />}>
          <BulletinMap {...map} choices={choices} onChoices={setChoices} onCell={toTable} />
        </Suspense>
      </Tab>
    </Tabs>
  );
}
