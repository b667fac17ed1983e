import type { bulletinCreateSchema } from '@bora/shared/bulletin';
import type { CopySource } from '@bora/shared/bulletin-copy';
import type { BulletinType } from '@bora/shared/bulletin-type';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldShell, useFieldState } from '../../../components/form-fields.tsx';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { useCopySources } from '../api/list-copy-sources.ts';
import { CarryPreview } from './carry-preview.tsx';

type CreateInput = z.input<typeof bulletinCreateSchema>;

/**
 * Where a new bulletin starts from (the form's `copy_from`): empty, or one of the type's earlier
 * bulletins, each option saying its state and how many of the grid's cells it would carry. Until
 * the person picks, the published one that carries the most (else empty); a pick stays while it is still offered.
 */
export function CopySourceField({ type, date }: { type: BulletinType | undefined; date: string }) {
  const { t } = useTranslation();
  const formatDate = useCalendarDateFormat();
  const hint = t('bulletins.new.startHint');
  const { form, ids, message, aria } = useFieldState<CreateInput>('copy_from', hint);
  const query = useCopySources(type?.id, date);
  const sources = query.isPlaceholderData ? undefined : query.data;
  const copyFrom = form.watch('copy_from');
  const chosenId = copyFrom && typeof copyFrom === 'object' ? copyFrom.bulletin_id : null;
  const [picked, setPicked] = useState(false);
  const { setValue } = form;

  useEffect(() => {
    if (!sources) return;
    const offered = sources.results.some((source) => source.id === chosenId);
    if (picked && (chosenId === null || offered)) return;
    const proposed = sources.proposed_id;
    if (proposed === chosenId) return;
    setValue('copy_from', proposed === null ? null : { bulletin_id: proposed });
  }, [sources, picked, chosenId, setValue]);

  const choose = (value: string) => {
    setPicked(true);
    setValue('copy_from', value === '' ? null : { bulletin_id: Number(value) }, {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  const optionOf = (source: CopySource) => {
    const label = t('bulletins.new.sourceOption', {
      date: formatDate(source.issue_date),
      version: source.version,
      status: t(`document.status.${source.status}`),
      carried: source.carried_cells,
      count: query.data?.cells ?? 0,
    });
    return source.id === query.data?.proposed_id ? t('bulletins.new.sourceProposed', { label }) : label;
  };
  const chosen = query.data?.results.find((source) => source.id === chosenId) ?? null;
  return (
    <>
      <FieldShell
        ids={ids}
        label={t('bulletins.new.start')}
        hint={hint}
        message={message}
        className="select-wrapper form-group"
      >
        <select
          {...aria}
          className={message ? 'is-invalid' : undefined}
          value={chosenId ?? ''}
          aria-busy={query.isFetching || undefined}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{t('bulletins.new.startEmpty')}</option>
          {(query.data?.results ?? []).map((source) => (
            <option key={source.id} value={source.id}>
              {optionOf(source)}
            </option>
          ))}
        </select>
      </FieldShell>
      {type && query.data ? (
        <CarryPreview
          source={chosen}
          cells={query.data.cells}
          horizon={type.horizon_days}
          offered={query.data.results.length}
          busy={query.isPlaceholderData}
        />
      ) : null}
    </>
  );
}
