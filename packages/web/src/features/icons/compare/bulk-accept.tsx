import type { AcceptedSuggestions, ComparedSet } from '@bora/shared/icon-compare';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { showError } from '../../../lib/show-error.ts';
import { useAcceptSuggestions } from '../api/accept-suggestions.ts';
import { useScoreFormat } from './score.ts';

/** Suggestions score about a third for a look-alike: a lower bound that keeps the likely ones. */
const DEFAULT_MIN_SCORE = 30;

/**
 * "Accept all suggestions above a score": a preview first (the server's dry run: what it would
 * map, what it would leave), then the same request applied, all or nothing.
 */
export function BulkAccept({ set }: { set: ComparedSet }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const id = useId();
  const score = useScoreFormat();
  const accept = useAcceptSuggestions();
  const [minScore, setMinScore] = useState(DEFAULT_MIN_SCORE);
  const [preview, setPreview] = useState<AcceptedSuggestions | null>(null);
  const setName = local.name(set);

  const run = async (dryRun: boolean) => {
    try {
      const report = await accept.mutateAsync({
        setId: set.id,
        min_score: minScore / 100,
        dry_run: dryRun,
        preview: dryRun ? null : preview,
      });
      if (dryRun) return setPreview(report);
      setPreview(null);
      toast.success(t('icons.compare.suggest.applied', { count: report.mappings.length, set: setName }));
    } catch (error) {
      // Someone mapped or added an icon since the preview: nothing was mapped; show what would be now.
      if (!dryRun && error instanceof ApiError && error.status === 412) {
        toast.warning(t('icons.compare.suggest.changed'));
        return run(true);
      }
      showError(error);
    }
  };

  return (
    <form
      className="compare-bulk"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(true);
      }}
    >
      <h4 id={`${id}-title`} className="h6">
        {t('icons.compare.suggest.bulkTitle')}
      </h4>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label htmlFor={`${id}-score`} className="form-label small mb-1 d-block">
            {t('icons.compare.suggest.minScore')}
          </label>
          <input
            id={`${id}-score`}
            type="number"
            className="form-control form-control-sm compare-bulk-score"
            min={0}
            max={100}
            step={1}
            value={minScore}
            onChange={(event) => {
              setMinScore(Math.min(100, Math.max(0, Number(event.target.value))));
              setPreview(null);
            }}
          />
        </div>
        <button type="submit" className="btn btn-outline-primary btn-sm" disabled={accept.isPending}>
          {t('icons.compare.suggest.preview')}
        </button>
      </div>
      {preview ? (
        <div className="mt-2" aria-live="polite">
          <p className="mb-1">
            {t('icons.compare.suggest.previewLead', {
              count: preview.mappings.length,
              left: preview.left_unmapped,
            })}
          </p>
          {preview.mappings.length > 0 ? (
            <>
              <ul
                className="small mb-2"
                aria-label={t('icons.compare.suggest.previewCaption', { set: setName })}
              >
                {preview.mappings.map((mapping) => (
                  <li key={mapping.icon.id}>
                    {local.name(mapping.icon)} → {local.name(mapping.reference)} ({score(mapping.score)})
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={accept.isPending}
                onClick={() => void run(false)}
              >
                {t('icons.compare.suggest.apply', { count: preview.mappings.length })}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
