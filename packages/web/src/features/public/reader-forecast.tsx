import type { BulletinDetail } from '@bora/shared/bulletin';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type GridIcon, useCellFormat } from '../../components/bulletin/cell-value.tsx';
import { Loading } from '../../components/loading.tsx';
import {
  choicesFromParams,
  type MapChoices,
  type ValueAt,
  withChoices,
} from '../../components/map/bulletin-map-model.ts';
import { PHONE, useMediaQuery } from '../../lib/use-media-query.ts';
import { compositionSummary, hasSummary, MANY_VENUES } from './reader-model.ts';
import { ReaderTable } from './reader-table.tsx';
import { ReaderVenue } from './reader-venue.tsx';
import { VenueFinder } from './venue-finder.tsx';
import './reader.css';

// Leaflet and the coastlines load only for those who open the map.
const BulletinMap = lazy(() =>
  import('../../components/map/bulletin-map.tsx').then((module) => ({ default: module.BulletinMap })),
);

export type ReaderTab = 'forecast' | 'map' | 'values';

/**
 * The tab a reader's page opens on: the map for a bulletin of many venues, every value for a type
 * the reader's layout has nothing of, the forecast otherwise.
 */
function firstTab(bulletin: Pick<BulletinDetail, 'composition'>): ReaderTab {
  if (bulletin.composition.venues.length > MANY_VENUES) return 'map';
  return hasSummary(compositionSummary(bulletin.composition)) ? 'forecast' : 'values';
}

/**
 * The tab shown, kept in the URL as `?view=map` or `?view=values` (nothing for the tab the page
 * opens on), so that a link opens the map, as the staff's page does.
 */
export function useReaderTab(bulletin: Pick<BulletinDetail, 'composition'>) {
  const [params, setParams] = useSearchParams();
  const first = firstTab(bulletin);
  const asked = params.get('view');
  const [tab, setShown] = useState<ReaderTab>(() =>
    asked === 'map' || asked === 'values' || asked === 'forecast' ? asked : first,
  );
  const setTab = useCallback(
    (next: ReaderTab) => {
      setShown(next);
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === first) changed.delete('view');
          else changed.set('view', next);
          return changed;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, first],
  );
  return [tab, setTab] as const;
}

type ReaderForecastProps = {
  bulletin: BulletinDetail;
  icons: readonly GridIcon[];
  valueAt: ValueAt;
  /** Every value, as the spreadsheet grid shows them: drawn only when its tab is opened. */
  allValues: ReactNode;
  tab: ReaderTab;
  onTab: (tab: ReaderTab) => void;
  /** Laid out for a phone: one venue at a time; by default as the screen's width says. */
  narrow?: boolean;
};

/**
 * The forecast as a reader reads it, in three tabs: the reader's layout (a table of every venue on a
 * wide screen, one venue at a time on a phone), the map, and every value. A bulletin of many venues
 * opens on its map, with a search: a reader looks for a place, not a row among a hundred.
 */
export function ReaderForecast(props: ReaderForecastProps) {
  const { bulletin, icons, valueAt, allValues, narrow, tab, onTab: setTab } = props;
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE);
  const onPhone = narrow ?? phone;
  const { composition } = bulletin;
  const { venues } = composition;
  const many = venues.length > MANY_VENUES;
  const [venueId, setVenueId] = useState<number | null>(null);
  // The map's day, slot and numbers are kept in the URL, as the staff's map keeps them.
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => choicesFromParams(composition, params), [composition, params]);
  const setChoices = useCallback(
    (next: MapChoices) =>
      setParams((current) => withChoices(current, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const summary = useMemo(() => compositionSummary(composition), [composition]);
  const summarised = hasSummary(summary);
  const format = useCellFormat(icons);
  const chosen = venues.find((venue) => venue.id === venueId) ?? (onPhone ? venues[0] : undefined);
  const choose = (id: number | null) => {
    setVenueId(id);
    if (id !== null) setTab(summarised ? 'forecast' : 'values');
  };
  const table = { composition, issueDate: bulletin.issue_date, summary, valueAt, format };
  return (
    <section aria-labelledby="reader-forecast-heading" className="reader-forecast mb-4">
      <h2 id="reader-forecast-heading" className="visually-hidden">
        {t('bulletin.reader.heading')}
      </h2>
      {onPhone || many ? (
        <VenueFinder venues={venues} chosen={chosen?.id ?? null} onChoose={choose} allowAll={!onPhone} />
      ) : null}
      <Tabs
        id="reader-views"
        className="mb-3 reader-tabs"
        activeKey={tab}
        onSelect={(key) => setTab(key === 'map' || key === 'values' ? key : 'forecast')}
        transition={false}
      >
        {/* Drawn when first shown: a bulletin of many venues opens on its map, not on a hidden table. */}
        {summarised ? (
          <Tab eventKey="forecast" title={t('bulletin.reader.forecastTab')} mountOnEnter>
            {onPhone && chosen ? (
              <ReaderVenue venue={chosen} {...table} />
            ) : (
              <>
                {chosen ? (
                  <button type="button" className="btn btn-link px-0 mb-2" onClick={() => setVenueId(null)}>
                    {t('bulletin.reader.showAllVenues', { count: venues.length })}
                  </button>
                ) : null}
                <ReaderTable venues={chosen ? [chosen] : venues} {...table} />
              </>
            )}
          </Tab>
        ) : null}
        <Tab eventKey="map" title={t('bulletin.views.map')} mountOnEnter unmountOnExit>
          <Suspense fallback={<Loading />}>
            <BulletinMap
              bulletin={bulletin}
              icons={icons}
              valueAt={valueAt}
              choices={choices}
              onChoices={setChoices}
              onCell={(cell) => choose(cell.venue_id)}
              pickers="below"
            />
          </Suspense>
        </Tab>
        <Tab eventKey="values" title={t('bulletin.reader.valuesTab')} mountOnEnter>
          {allValues}
        </Tab>
      </Tabs>
    </section>
  );
}
