import type { BulletinDetail } from '@bora/shared/bulletin';
import type { CellKey } from '@bora/shared/bulletin-check';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { Loading } from '../../components/loading.tsx';
import { readValueAt } from '../../components/map/bulletin-map-model.ts';
import { useBulletinTitle } from '../../lib/bulletin/bulletin-title.ts';
import { firstShownDay } from '../../lib/bulletin/grid-model.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { useCalendarDateFormat } from '../../lib/use-date-format.ts';
import { useViewer } from '../../lib/viewer.ts';
import { BulletinDeliveries } from '../distribution/bulletin-deliveries.tsx';
import { DownloadMenu } from '../documents/download-menu.tsx';
import { useBulletinLive } from '../history/api/use-bulletin-live.ts';
import { ComparePanel } from '../history/compare/compare-panel.tsx';
import { BulletinHistory } from '../history/components/bulletin-history.tsx';
import { LiveStatus } from '../history/components/live-status.tsx';
import { BulletinActions } from '../workflow/components/bulletin-actions.tsx';
import { ReturnedBanner } from '../workflow/components/returned-banner.tsx';
import { WithdrawnBanner } from '../workflow/components/withdrawn-banner.tsx';
import { useBulletin } from './api/get-bulletin.ts';
import { useBulletinCheck } from './api/get-bulletin-check.ts';
import { CheckProblems } from './check/check-problems.tsx';
import { BulletinHeader } from './components/bulletin-header.tsx';
import { BulletinTexts } from './components/bulletin-texts.tsx';
import { DiscardDraft } from './components/discard-draft.tsx';
import { useContentLanguage } from './components/use-content-language.ts';
import { BulletinViews, useGridView } from './grid/bulletin-views.tsx';
import { ReadGrid } from './grid/read-grid.tsx';
import { useHiddenColumns } from './grid/use-hidden-columns.ts';
import { ObservedToggle, useObserved } from './observed/observed-cells.tsx';
import '../documents/bulletin-print.css';
import { useIssuedLine } from '../public/issued-line.ts';
import { readsAsForecast } from '../public/reader-model.ts';
import { useGridIcons } from './grid/grid-icons.ts';
import { ReaderView } from './reader-view.tsx';

/**
 * `/bulletin/{id}`: a bulletin to read, with its check and the actions the caller may take; it
 * prints. A published one (or one since superseded or withdrawn) reads as the public reads it: the
 * forecast first, titled in the reader's language, its issue and validity in one line.
 */
export function BulletinScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const title = useBulletinTitle();
  const calendarDate = useCalendarDateFormat();
  const issuedLine = useIssuedLine();
  const query = useBulletin(Number(id));
  return (
    <DetailFrame
      query={query}
      title={(bulletin) =>
        readsAsForecast(bulletin) ? title(bulletin) : bulletin.title || bulletin.bulletin_type.name
      }
      fallbackTitle={t('screens.bulletin')}
      lead={(bulletin) =>
        readsAsForecast(bulletin)
          ? issuedLine(bulletin)
          : t('bulletin.lead', {
              type: bulletin.bulletin_type.name,
              date: calendarDate(bulletin.issue_date),
              version: bulletin.version,
            })
      }
      backTo="/bulletins"
      backLabel={t('bulletin.back')}
      above={(bulletin) => (
        <>
          <p className="print-only print-agency">{runtimeConfig().agencyName}</p>
          <WithdrawnBanner bulletin={bulletin} />
        </>
      )}
    >
      {(bulletin) => <BulletinBody bulletin={bulletin} />}
    </DetailFrame>
  );
}

// The spreadsheet and its grid library load only for those who write.
const BulletinEditor = lazy(() =>
  import('./editor/bulletin-editor.tsx').then((module) => ({ default: module.BulletinEditor })),
);

/**
 * A draft opens in the editor for whoever may write it; everyone else reads it. An editor stays
 * open (read-only) when the draft leaves their hands, so that unsaved edits can still be copied.
 */
function BulletinBody({ bulletin }: { bulletin: BulletinDetail }) {
  const [editing, setEditing] = useState(bulletin.can_edit);
  if (bulletin.can_edit && !editing) setEditing(true);
  if (!editing)
    return readsAsForecast(bulletin) ? (
      <ReaderView bulletin={bulletin} />
    ) : (
      <BulletinView bulletin={bulletin} />
    );
  return (
    <Suspense fallback={<Loading />}>
      <BulletinEditor bulletin={bulletin} />
    </Suspense>
  );
}

function BulletinView({ bulletin }: { bulletin: BulletinDetail }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useContentLanguage(bulletin.composition.languages);
  // The check weighs on submitting and publishing: it is shown to whoever may act on an unpublished bulletin.
  const checked =
    (bulletin.actions.length > 0 || bulletin.can_edit) &&
    (bulletin.status === 'draft' || bulletin.status === 'submitted');
  const check = useBulletinCheck(bulletin.id, checked);
  // A published bulletin is drawn with the pictures it was published with; the others with their set's.
  const icons = useGridIcons(bulletin);
  // Other people's saves and workflow steps refresh this screen as they happen, and are told here.
  const live = useBulletinLive(bulletin.id, useViewer().user?.username);
  // A large grid shows one day; a problem's link shows its cell's day first.
  const [gridDay, setGridDay] = useState(() => firstShownDay(bulletin.composition));
  // Whether the grid shows as a table or on a map; a link to a cell shows the table.
  const views = useGridView();
  const { setView } = views;
  // What the table shows of its columns; a link to a cell brings its day and its column into sight.
  const columns = useHiddenColumns(bulletin.composition, bulletin.bulletin_type.id);
  const { reveal } = columns;
  const showCell = useCallback(
    (cell: CellKey) => {
      setView('table');
      setGridDay((shown) => (shown === null ? null : cell.day));
      reveal(cell);
    },
    [setView, reveal],
  );
  const valueAt = useMemo(() => readValueAt(bulletin.values), [bulletin.values]);
  const observed = useObserved(bulletin);

  return (
    <>
      <BulletinHeader bulletin={bulletin} />
      <div className="d-print-none mb-3">
        <LiveStatus {...live} />
      </div>
      <ReturnedBanner returned={bulletin.returned} />
      {checked && check.data ? (
        <CheckProblems
          check={check.data}
          bulletin={bulletin}
          onLanguage={setLanguage}
          onReveal={showCell}
          icons={icons}
        />
      ) : null}
      <BulletinActions bulletin={bulletin} discard={<DiscardDraft bulletin={bulletin} />} />
      <div className="mb-4 d-print-none">
        <DownloadMenu bulletinId={bulletin.id} />
      </div>
      <ComparePanel bulletin={bulletin} icons={icons} onReveal={showCell} />
      <section aria-labelledby="bulletin-grid-heading" className="mb-4">
        <h2 id="bulletin-grid-heading" className="h4">
          {t('bulletin.grid.heading')}
        </h2>
        <ObservedToggle observed={observed} />
        <BulletinViews
          table={
            <ReadGrid
              bulletin={bulletin}
              icons={icons}
              language={language}
              day={gridDay}
              onDay={setGridDay}
              columns={columns}
              observed={observed}
            />
          }
          views={views}
          bulletin={bulletin}
          icons={icons}
          valueAt={valueAt}
          onReveal={showCell}
        />
      </section>
      <BulletinTexts bulletin={bulletin} language={language} onLanguage={setLanguage} />
      <BulletinDeliveries bulletin={bulletin} />
      <div className="d-print-none">
        <BulletinHistory
          bulletinId={bulletin.id}
          composition={bulletin.composition}
          issueDate={bulletin.issue_date}
          icons={icons}
        />
      </div>
    </>
  );
}
