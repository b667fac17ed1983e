import './verification.css';
import type { BulletinType } from '@bora/shared/bulletin-type';
import { COMPASS_NAMES, COMPASS_POINTS } from '@bora/shared/compass';
import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import type { DataTypeScores } from '@bora/shared/verification';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterDate } from '../../components/filter-date.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import { Icon } from '../../components/icon.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyState, QueryState } from '../../components/query-states.tsx';
import { useLocalized } from '../../lib/localized.ts';
import { useDataTypeChoices, useVenueChoices } from '../bulletin-types/api/composition-choices.ts';
import { useBulletinTypes } from '../bulletin-types/api/list-bulletin-types.ts';
import { useIcons } from '../icons/api/get-icons.ts';
import { useVerification } from './api/get-verification.ts';
import { DataTypeSection, sectionId, type VenuePlace } from './data-type-section.tsx';
import { apiQueryOf, useVerificationParams, type VerificationFilters } from './use-verification-params.ts';
import { VerificationSummary } from './verification-summary.tsx';

/**
 * How a type's published forecasts fared against what was observed: the headline scores of every
 * data type first, then per data type (folded until asked for) the error by lead day, week by week
 * and by venue, each with its figures as a table, for anyone who may read the type's bulletins.
 * The filters and the sections unfolded live in the URL, so a view is shared as a link.
 */
export function VerificationScreen() {
  const { t } = useTranslation();
  const { filters, setFilters, opened, setOpened } = useVerificationParams();
  const types = useBulletinTypes(`page_size=${MAX_PAGE_SIZE}&ordering=name`);
  const typeList = types.data?.results ?? [];
  // With no type named, the first one the reader may see: the screen never opens blank.
  const type =
    typeList.find((x) => x.code === filters.bulletin_type) ??
    (filters.bulletin_type ? undefined : typeList[0]);
  const effective: VerificationFilters = { ...filters, bulletin_type: type?.code ?? filters.bulletin_type };
  const apiQuery = apiQueryOf(effective);
  const scores = useVerification(apiQuery, Boolean(effective.bulletin_type));

  return (
    <>
      <PageTitle title={t('verification.title')} lead={t('verification.lead')} />
      <QueryState query={types}>
        {(page) =>
          page.results.length === 0 ? (
            <EmptyState text={t('verification.noTypes')} />
          ) : (
            <>
              <Filters filters={effective} types={page.results} type={type} onChange={setFilters} />
              <Downloads apiQuery={apiQuery} />
              <QueryState query={scores}>
                {(verification) =>
                  verification.data_types.length === 0 ? (
                    <EmptyState text={t('verification.empty')} />
                  ) : (
                    <Sections
                      verification={verification.data_types}
                      iconSetId={type?.icon_set_id}
                      opened={opened}
                      setOpened={setOpened}
                    />
                  )
                }
              </QueryState>
            </>
          )
        }
      </QueryState>
    </>
  );
}

type FiltersProps = {
  filters: VerificationFilters;
  types: BulletinType[];
  type: BulletinType | undefined;
  onChange: (changes: Partial<VerificationFilters>) => void;
};

function Filters({ filters, types, type, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const { name } = useLocalized();
  const venues = useVenueChoices();
  const venueOptions = (venues.data ?? [])
    .filter((v) => type?.venue_ids.includes(v.id))
    .map((v) => ({ value: v.code, label: name(v) }));
  return (
    <form className="verification-filters row g-3 align-items-end mb-3" onSubmit={(e) => e.preventDefault()}>
      <div className="col-12 col-md-6 col-xl-3">
        <div className="select-wrapper filter-select">
          <label htmlFor="verification-type">{t('verification.filter.type')}</label>
          <select
            id="verification-type"
            value={filters.bulletin_type}
            onChange={(event) => onChange({ bulletin_type: event.target.value })}
          >
            {types.map((x) => (
              <option key={x.code} value={x.code}>
                {name(x)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="col-12 col-md-6 col-xl-3">
        <FilterSelect
          label={t('verification.filter.dataType')}
          value={filters.data_type}
          onChange={(data_type) => onChange({ data_type })}
          allLabel={t('verification.filter.allDataTypes')}
          options={(type?.data_types ?? []).map((d) => ({ value: d.code, label: name(d) }))}
        />
      </div>
      <div className="col-12 col-md-6 col-xl-2">
        <FilterSelect
          label={t('verification.filter.venue')}
          value={filters.venue}
          onChange={(venue) => onChange({ venue })}
          allLabel={t('verification.filter.allVenues')}
          options={venueOptions}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <FilterDate
          label={t('verification.filter.dateAfter')}
          value={filters.date_after}
          onChange={(date_after) => onChange({ date_after })}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <FilterDate
          label={t('verification.filter.dateBefore')}
          value={filters.date_before}
          onChange={(date_before) => onChange({ date_before })}
        />
      </div>
    </form>
  );
}

/** The pairs and the scores of the view as CSV files. */
function Downloads({ apiQuery }: { apiQuery: string }) {
  const { t } = useTranslation();
  return (
    <p className="verification-downloads d-flex flex-wrap gap-3 mb-4">
      <a className="btn btn-outline-primary btn-sm" href={`/api/verification/pairs.csv?${apiQuery}`} download>
        <Icon name="it-download" className="icon-sm icon-primary me-1" />
        {t('verification.download.pairs')}
      </a>
      <a
        className="btn btn-outline-primary btn-sm"
        href={`/api/verification/scores.csv?${apiQuery}`}
        download
      >
        <Icon name="it-download" className="icon-sm icon-primary me-1" />
        {t('verification.download.scores')}
      </a>
    </p>
  );
}

type SectionsProps = {
  verification: DataTypeScores[];
  /** The type's icon set, whose icons' names stand for the classes of an icon data type. */
  iconSetId: number | undefined;
  /** The data types whose sections are unfolded. */
  opened: readonly string[];
  setOpened: (dataType: string, open: boolean) => void;
};

/** The summary of the headline scores, then a folded section per data type. */
function Sections({ verification, iconSetId, opened, setOpened }: SectionsProps) {
  const { name, optionLabel } = useLocalized();
  const { i18n } = useTranslation();
  const venues = useVenueChoices();
  const dataTypes = useDataTypeChoices();
  const hasIcons = verification.some((scores) => scores.value_kind === 'icon');
  const icons = useIcons({ icon_set: iconSetId }, hasIcons && iconSetId !== undefined);
  const iconNames = useMemo(
    () => new Map((icons.data ?? []).map((icon) => [icon.code, name(icon)])),
    [icons.data, name],
  );
  const compassNames = useMemo(
    () =>
      new Map<string, string>(
        Object.entries(COMPASS_NAMES[i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'it']),
      ),
    [i18n.resolvedLanguage],
  );
  // The section the summary leads to: brought into view, its fold focused, once it is drawn open.
  const [goTo, setGoTo] = useState<string | null>(null);
  useEffect(() => {
    if (goTo === null || !opened.includes(goTo)) return;
    const section = document.getElementById(sectionId(goTo));
    section?.scrollIntoView?.({ block: 'start' });
    section?.querySelector<HTMLElement>('.verification-fold')?.focus();
    setGoTo(null);
  }, [goTo, opened]);
  const nameOf = (scores: DataTypeScores) => {
    const dataType = dataTypes.data?.find((d) => d.code === scores.data_type);
    const named = dataType ? name(dataType) : scores.data_type;
    return scores.unit ? `${named} (${scores.unit})` : named;
  };
  const places = useMemo(
    () =>
      new Map<string, VenuePlace>(
        (venues.data ?? []).map((v) => [
          v.code,
          { name: name(v), latitude: v.latitude, longitude: v.longitude },
        ]),
      ),
    [venues.data, name],
  );
  return (
    <>
      <VerificationSummary
        scores={verification}
        titleOf={nameOf}
        onOpen={(dataType) => {
          setOpened(dataType, true);
          setGoTo(dataType);
        }}
      />
      {verification.map((scores) => {
        const dataType = dataTypes.data?.find((d) => d.code === scores.data_type);
        const labels =
          scores.value_kind === 'icon'
            ? iconNames
            : scores.value_kind === 'direction'
              ? compassNames
              : new Map((dataType?.options ?? []).map((o) => [o.code, optionLabel(o)]));
        const labelOf = (code: string) => labels.get(code) ?? code;
        const order: readonly string[] =
          scores.value_kind === 'direction'
            ? COMPASS_POINTS
            : scores.value_kind === 'category'
              ? (dataType?.options ?? []).map((o) => o.code)
              : [];
        return (
          <DataTypeSection
            key={scores.data_type}
            scores={scores}
            name={dataType ? name(dataType) : scores.data_type}
            venues={places}
            classLabel={labelOf}
            classRank={(code) => order.indexOf(code)}
            open={opened.includes(scores.data_type)}
            onToggle={(open) => setOpened(scores.data_type, open)}
          />
        );
      })}
    </>
  );
}
