import { type BulletinTypeInput, venueUsableBy } from '@bora/shared/bulletin-type';
import type { Venue } from '@bora/shared/venue';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { moveItem } from '../lib/move.ts';
import { FieldError } from './field-error.tsx';
import { OrderButtons } from './order-buttons.tsx';

/** How many matches the picker lists at once; a search narrows the rest. */
const SHOWN = 40;

/** The ordered venues of the grid, with a picker filtered by name or region and by authority. */
export function VenuesEditor({
  choices,
  nationalAuthorityIds,
}: {
  choices: Venue[];
  nationalAuthorityIds: number[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<BulletinTypeInput>();
  const [chosen, owner] = form.watch(['venue_ids', 'authority_id']);
  const usable = (v: Venue) =>
    venueUsableBy(owner, {
      authorityId: v.authority.id,
      national: nationalAuthorityIds.includes(v.authority.id),
    });
  const [search, setSearch] = useState('');
  const [authority, setAuthority] = useState('');
  const byId = new Map(choices.map((v) => [v.id, v]));

  const set = (ids: number[]) =>
    form.setValue('venue_ids', ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const needle = search.trim().toLowerCase();
  const matches = choices.filter(
    (v) =>
      !chosen.includes(v.id) &&
      usable(v) &&
      (authority === '' || String(v.authority.id) === authority) &&
      (needle === '' ||
        v.name.toLowerCase().includes(needle) ||
        v.region.toLowerCase().includes(needle) ||
        v.code.includes(needle)),
  );
  const authorities = [
    ...new Map(choices.filter(usable).map((v) => [v.authority.id, v.authority])).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <fieldset className="composition-part">
      <legend className="h5">
        {t('bulletinTypes.venues.title')}{' '}
        <span className="badge bg-primary align-middle">
          {t('bulletinTypes.venues.count', { count: chosen.length })}
        </span>
      </legend>
      <div className="row g-4">
        <div className="col-lg-6">
          <h3 className="h6">{t('bulletinTypes.venues.chosen')}</h3>
          {chosen.length === 0 ? <p className="text-secondary">{t('bulletinTypes.venues.none')}</p> : null}
          <ol className="composition-list venue-list">
            {chosen.map((venueId, index) => {
              const venue = byId.get(venueId);
              const name = venue?.name ?? `#${venueId}`;
              return (
                <li key={venueId}>
                  <div className="composition-item">
                    <span className="composition-index">{index + 1}</span>
                    <span className="flex-grow-1">
                      {name}
                      {venue ? <span className="small text-secondary ms-2">{venue.region}</span> : null}
                    </span>
                    <OrderButtons
                      name={name}
                      index={index}
                      count={chosen.length}
                      onMove={(from, to) => set(moveItem(chosen, from, to))}
                      onRemove={(at) => set(chosen.filter((_, i) => i !== at))}
                    />
                  </div>
                  <FieldError name={`venue_ids.${index}`} />
                </li>
              );
            })}
          </ol>
          <FieldError name="venue_ids" />
        </div>
        <div className="col-lg-6">
          <h3 className="h6">{t('bulletinTypes.venues.add')}</h3>
          <div className="form-group mt-4 mb-3">
            <label htmlFor={`${id}-search`} className="active">
              {t('bulletinTypes.venues.search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className="form-control"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="select-wrapper mb-3">
            <label htmlFor={`${id}-authority`}>{t('bulletinTypes.venues.authority')}</label>
            <select
              id={`${id}-authority`}
              value={authority}
              onChange={(event) => setAuthority(event.target.value)}
            >
              <option value="">{t('bulletinTypes.venues.allAuthorities')}</option>
              {authorities.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <div className="d-flex justify-content-between align-items-center mb-2">
            <span className="small text-secondary" aria-live="polite">
              {t('bulletinTypes.venues.matches', { count: matches.length })}
            </span>
            {matches.length > 0 ? (
              <button
                type="button"
                className="btn btn-link btn-xs"
                onClick={() => set([...chosen, ...matches.map((v) => v.id)])}
              >
                {t('bulletinTypes.venues.addAll', { count: matches.length })}
              </button>
            ) : null}
          </div>
          <ul className="list-unstyled venue-picker" aria-label={t('bulletinTypes.venues.results')}>
            {matches.slice(0, SHOWN).map((venue) => (
              <li key={venue.id} className="composition-item">
                <span className="flex-grow-1">
                  {venue.name}{' '}
                  <span className="small text-secondary ms-2">
                    {venue.region} · {venue.authority.name}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-outline-primary btn-xs"
                  onClick={() => set([...chosen, venue.id])}
                  aria-label={t('bulletinTypes.venues.addNamed', { name: venue.name })}
                >
                  <Icon name="it-plus" className="icon-xs icon-primary" />
                </button>
              </li>
            ))}
          </ul>
          {matches.length > SHOWN ? (
            <p className="small text-secondary">
              {t('bulletinTypes.venues.more', { count: matches.length - SHOWN })}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
