import type { BulletinDetail, BulletinSummary } from '@bora/shared/bulletin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { useCompareChoices } from './compare-choices.ts';

type ComparePickerProps = {
  bulletin: BulletinDetail;
  /** The bulletin compared with, or null. */
  against: number | null;
  onAgainst: (id: number | null) => void;
};

/** The "Compare with" choice: nothing, the previous day's bulletin, or another version of this issue. */
export function ComparePicker({ bulletin, against, onAgainst }: ComparePickerProps) {
  const { t } = useTranslation();
  const date = useCalendarDateFormat();
  const id = useId();
  const { previous, versions, isPending } = useCompareChoices(bulletin);
  const known = [previous, ...versions].some((other) => other?.id === against);
  const status = (other: BulletinSummary) => t(`document.status.${other.status}`);
  const versionLabel = (other: BulletinSummary) => {
    const label = t('compare.choice.version', { version: other.version, status: status(other) });
    if (other.id === bulletin.corrects_id) return t('compare.choice.corrected', { label });
    if (other.id === bulletin.corrected_by_id) return t('compare.choice.correction', { label });
    return label;
  };
  const nothing = !isPending && previous === null && versions.length === 0;
  return (
    <div className="compare-picker mb-3">
      <label htmlFor={id} className="form-label fw-semibold">
        {t('compare.with')}
      </label>
      <select
        id={id}
        className="form-select"
        value={against ?? ''}
        aria-describedby={nothing ? `${id}-none` : undefined}
        onChange={(event) => onAgainst(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('compare.choice.none')}</option>
        {previous ? (
          <optgroup label={t('compare.choice.previousGroup')}>
            <option value={previous.id}>
              {t('compare.choice.previous', {
                date: date(previous.issue_date),
                version: previous.version,
                status: status(previous),
              })}
            </option>
          </optgroup>
        ) : null}
        {versions.length ? (
          <optgroup label={t('compare.choice.versionsGroup')}>
            {versions.map((other) => (
              <option key={other.id} value={other.id}>
                {versionLabel(other)}
              </option>
            ))}
          </optgroup>
        ) : null}
        {against !== null && !known ? (
          <option value={against}>{t('compare.choice.other', { id: against })}</option>
        ) : null}
      </select>
      {nothing ? (
        <p id={`${id}-none`} className="form-text mb-0">
          {t('compare.choice.nothingToCompare')}
        </p>
      ) : null}
    </div>
  );
}
