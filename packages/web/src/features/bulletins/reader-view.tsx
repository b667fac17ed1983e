import type { BulletinDetail } from '@bora/shared/bulletin';
import type { CellKey } from '@bora/shared/bulletin-check';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/bulletin/status-badge.tsx';
import { readValueAt } from '../../components/map/bulletin-map-model.ts';
import { SubscribeLinks } from '../../components/subscribe-links.tsx';
import { firstShownDay } from '../../lib/bulletin/grid-model.ts';
import { usePrinting } from '../../lib/use-printing.ts';
import { useViewer } from '../../lib/viewer.ts';
import { BulletinDeliveries } from '../distribution/bulletin-deliveries.tsx';
import { DownloadMenu } from '../documents/download-menu.tsx';
import { useBulletinLive } from '../history/api/use-bulletin-live.ts';
import { ComparePanel } from '../history/compare/compare-panel.tsx';
import { BulletinHistory } from '../history/components/bulletin-history.tsx';
import { LiveStatus } from '../history/components/live-status.tsx';
import { ReaderForecast, useReaderTab } from '../public/reader-forecast.tsx';
import { BulletinActions } from '../workflow/components/bulletin-actions.tsx';
import { BulletinHeader } from './components/bulletin-header.tsx';
import { BulletinTexts } from './components/bulletin-texts.tsx';
import { DiscardDraft } from './components/discard-draft.tsx';
import { useGridIcons } from './grid/grid-icons.ts';
import { NONE_HIDDEN } from './grid/hidden-columns.ts';
import { ReadGrid } from './grid/read-grid.tsx';
import { type HiddenColumnsChoice, useHiddenColumns } from './grid/use-hidden-columns.ts';
import { ObservedToggle, useObserved } from './observed/observed-cells.tsx';
import './reader-view.css';

/** A visitor's grid of every value: all of it in sight, nothing to tint or hide. */
const EVERY_COLUMN: HiddenColumnsChoice = {
  hidden: NONE_HIDDEN,
  chosen: NONE_HIDDEN,
  setHidden: () => {},
  phone: null,
  setPhone: () => {},
  reveal: () => {},
};

/**
 * A published bulletin as the public reads it (and staff who do not write it): the forecast first,
 * then the synopsis and the venue notes, then its documents and the ways to receive it. The
 * signed-in find their tools below (the comparison, observed values, actions, deliveries, history).
 */
export function ReaderView({ bulletin, narrow }: { bulletin: BulletinDetail; narrow?: boolean }) {
  const { t, i18n } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.status === 'loaded';
  const printing = usePrinting();
  const { languages } = bulletin.composition;
  const [language, setLanguage] = useState(() => {
    const ui = i18n.resolvedLanguage ?? 'it';
    return languages.includes(ui) ? ui : languages.includes('it') ? 'it' : (languages[0] ?? 'it');
  });
  const icons = useGridIcons(bulletin);
  const live = useBulletinLive(bulletin.id, viewer.user?.username);
  const valueAt = useMemo(() => readValueAt(bulletin.values), [bulletin.values]);
  const [tab, setTab] = useReaderTab(bulletin);
  const [gridDay, setGridDay] = useState(() => firstShownDay(bulletin.composition));
  const ownColumns = useHiddenColumns(bulletin.composition, bulletin.bulletin_type.id);
  const columns = staff ? ownColumns : EVERY_COLUMN;
  const { reveal } = ownColumns;
  // Visitors have no switch to show them by: their page reads none.
  const observed = useObserved(bulletin, { wanted: staff });
  // What was observed is shown beside each value of the grid: asking for it opens that tab.
  useEffect(() => {
    if (observed.shown) setTab('values');
  }, [observed.shown, setTab]);
  // A changed cell of the comparison is shown in the grid of every value.
  const showCell = useCallback(
    (cell: CellKey) => {
      setTab('values');
      setGridDay((shown) => (shown === null ? null : cell.day));
      reveal(cell);
    },
    [reveal, setTab],
  );
  const grid = (
    <ReadGrid
      bulletin={bulletin}
      icons={icons}
      language={language}
      day={gridDay}
      onDay={setGridDay}
      columns={columns}
      observed={observed}
      tools={staff}
      printing={printing}
    />
  );
  return (
    <>
      <Superseded bulletin={bulletin} />
      {/* Paper has every fact and every value; the screen has them in the line under the title. */}
      <div className="print-only" aria-hidden="true">
        <BulletinHeader bulletin={bulletin} />
      </div>
      {/* Paper has every value: the grid, drawn as the page prints, instead of the reader's layout. */}
      {printing ? (
        grid
      ) : (
        <ReaderForecast
          bulletin={bulletin}
          icons={icons}
          valueAt={valueAt}
          allValues={grid}
          tab={tab}
          onTab={setTab}
          narrow={narrow}
        />
      )}
      <BulletinTexts
        bulletin={bulletin}
        language={language}
        onLanguage={setLanguage}
        heading={t('bulletin.reader.texts')}
      />
      <section aria-labelledby="reader-get-heading" className="mb-4 d-print-none">
        <h2 id="reader-get-heading" className="h4">
          {t('bulletin.reader.get')}
        </h2>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <DownloadMenu bulletinId={bulletin.id} />
          {bulletin.status === 'published' && bulletin.composition.is_public ? (
            <SubscribeLinks code={bulletin.bulletin_type.code} name={bulletin.bulletin_type.name} />
          ) : null}
        </div>
      </section>
      {staff ? (
        <section aria-labelledby="reader-staff-heading" className="reader-staff d-print-none">
          <h2 id="reader-staff-heading" className="h3">
            {t('bulletin.reader.staff')}
          </h2>
          <LiveStatus {...live} />
          <details className="mb-3">
            <summary>
              <StatusBadge status={bulletin.status} /> {t('bulletin.foldMore')}
            </summary>
            <BulletinHeader bulletin={bulletin} />
          </details>
          <BulletinActions bulletin={bulletin} discard={<DiscardDraft bulletin={bulletin} />} />
          <ObservedToggle observed={observed} />
          <ComparePanel bulletin={bulletin} icons={icons} onReveal={showCell} />
          <BulletinDeliveries bulletin={bulletin} />
          <BulletinHistory
            bulletinId={bulletin.id}
            composition={bulletin.composition}
            issueDate={bulletin.issue_date}
            icons={icons}
          />
        </section>
      ) : null}
    </>
  );
}

/** A version since corrected says so, with the way to the version that replaces it. */
function Superseded({ bulletin }: { bulletin: BulletinDetail }) {
  const { t } = useTranslation();
  if (bulletin.status !== 'superseded' || bulletin.corrected_by_id === null) return null;
  return (
    <div className="alert alert-warning" role="note">
      {t('bulletin.reader.superseded')}{' '}
      <Link to={`/bulletin/${bulletin.corrected_by_id}`}>
        {t('document.correctedByVersion', { version: bulletin.version + 1 })}
      </Link>
    </div>
  );
}
