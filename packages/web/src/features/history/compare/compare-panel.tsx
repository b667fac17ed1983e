import type { BulletinDetail } from '@bora/shared/bulletin';
import type { CellKey } from '@bora/shared/bulletin-check';
import type { BulletinDiff, CellChange } from '@bora/shared/bulletin-history';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GridIcon } from '../../../components/bulletin/cell-value.tsx';
import { QueryState } from '../../../components/query-states.tsx';
import { dayName } from '../../../lib/bulletin/day-name.ts';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { ChangeList } from './change-list.tsx';
import { ComparePicker } from './compare-picker.tsx';
import { CompareTexts } from './compare-texts.tsx';
import { useComparison } from './use-comparison.ts';
import './compare.css';

type ComparePanelProps = {
  bulletin: BulletinDetail;
  icons: readonly GridIcon[];
  /** The revision the comparison follows (the editor's, as it saves); the bulletin's by default. */
  revision?: number;
  /** Brings a cell into sight in a read grid (its day, its column). */
  onReveal?: (cell: CellKey) => void;
  /** Selects a cell where the grid is not a table of linked cells (the editor). */
  onCell?: (cell: CellChange) => void;
};

/**
 * The bulletin compared with another: the choice (kept in the URL), then what differs: the dates
 * compared, the venues, data types and slots one grid has and the other not, each cell that
 * changed (a link to it), and the texts side by side.
 */
export function ComparePanel({ bulletin, icons, revision, onReveal, onCell }: ComparePanelProps) {
  const { t } = useTranslation();
  const { against, setAgainst, invalid, query } = useComparison(bulletin, revision);
  return (
    <section aria-labelledby="bulletin-compare-heading" className="bulletin-compare mb-4 d-print-none">
      <h2 id="bulletin-compare-heading" className="h4">
        {t('compare.heading')}
      </h2>
      <ComparePicker bulletin={bulletin} against={against} onAgainst={setAgainst} />
      {invalid !== null ? (
        <p className="alert alert-warning" role="alert">
          {t('compare.invalid', { value: invalid })}
        </p>
      ) : null}
      {against === null ? null : (
        <QueryState query={query}>
          {(diff) => (
            <Comparison bulletin={bulletin} diff={diff} icons={icons} onReveal={onReveal} onCell={onCell} />
          )}
        </QueryState>
      )}
    </section>
  );
}

type ComparisonProps = Omit<ComparePanelProps, 'revision'> & { diff: BulletinDiff };

function Comparison({ bulletin, diff, icons, onReveal, onCell }: ComparisonProps) {
  const { t, i18n } = useTranslation();
  const date = useCalendarDateFormat();
  const language = i18n.resolvedLanguage;
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const other = diff.against;
  const againstLabel = t('compare.againstLabel', {
    date: date(other.issue_date),
    version: other.version,
    status: t(`document.status.${other.status}`),
  });
  const days = diff.days.map((day) => dayName(language, bulletin.issue_date, day));
  return (
    <>
      <p role="status" className="mb-2">
        {t('compare.summary', { against: againstLabel })}{' '}
        <Link to={`/bulletin/${other.id}`}>{t('compare.open')}</Link>
      </p>
      <p className="mb-2">
        {days.length
          ? t('compare.days', { count: days.length, dates: list.format(days) })
          : t('compare.noDays')}
        {days.length && diff.day_shift !== 0 ? ` ${t('compare.linedUp')}` : null}
      </p>
      <PartsChanges diff={diff} list={list} />
      <h3 className="h5">{t('compare.cells.heading')}</h3>
      {diff.cells.length ? (
        <>
          <p className="mb-2">{t('compare.cells.count', { count: diff.cells.length })}</p>
          <ChangeList
            bulletin={bulletin}
            cells={diff.cells}
            icons={icons}
            onReveal={onReveal}
            onCell={onCell}
          />
        </>
      ) : (
        <p>{t(days.length ? 'compare.cells.none' : 'compare.cells.nothingCompared')}</p>
      )}
      <CompareTexts
        bulletin={bulletin}
        diff={diff}
        againstLabel={againstLabel}
        bulletinLabel={t('compare.thisBulletin')}
      />
    </>
  );
}

/** The venues, data types and time slots one grid has and the other had not, said plainly. */
function PartsChanges({ diff, list }: { diff: BulletinDiff; list: Intl.ListFormat }) {
  const { t } = useTranslation();
  const parts = [
    ['venuesAdded', diff.added.venues.map((venue) => venue.name)],
    ['venuesRemoved', diff.removed.venues.map((venue) => venue.name)],
    ['dataTypesAdded', diff.added.data_types.map((dataType) => dataType.name)],
    ['dataTypesRemoved', diff.removed.data_types.map((dataType) => dataType.name)],
    ['slotsAdded', diff.added.slots.map((slot) => slot.label)],
    ['slotsRemoved', diff.removed.slots.map((slot) => slot.label)],
  ] as const;
  const shown = parts.filter(([, names]) => names.length > 0);
  if (!shown.length) return null;
  return (
    <ul className="mb-3">
      {shown.map(([key, names]) => (
        <li key={key}>{t(`compare.parts.${key}`, { count: names.length, names: list.format(names) })}</li>
      ))}
    </ul>
  );
}
