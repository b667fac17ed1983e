import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRememberedChoice } from '../../../lib/use-remembered-choice.ts';
import type { SourceCounts, ValueSource } from '../sheet/cell-sources.ts';
import { useSourceName } from './value-source.tsx';
import './source-tint.css';

const SOURCES: readonly ValueSource[] = ['imported', 'copied', 'manual'];

/** Whether the grids tint their cells by source: off until chosen, then remembered on this browser. */
export function useSourceTint(): [boolean, (on: boolean) => void] {
  return useRememberedChoice('bora-source-tint', false);
}

/** The class that tints a cell of `source`. */
export function sourceClass(source: ValueSource): string {
  return `source-${source}`;
}

type SourceTintProps = {
  on: boolean;
  onChange: (on: boolean) => void;
  /** How many cells came each way; counted only while the tint is on. */
  counts: SourceCounts | null;
};

/**
 * The switch that tints the grid's cells by source, and while on, the legend that names each tint
 * with how many cells have it: the tints are never the only telling of a source.
 */
export function SourceTint({ on, onChange, counts }: SourceTintProps) {
  const { t } = useTranslation();
  const name = useSourceName();
  const legendId = useId();
  return (
    <div className="source-tint d-print-none">
      <button
        type="button"
        className={`btn btn-sm text-nowrap ${on ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={on}
        aria-describedby={on && counts ? legendId : undefined}
        onClick={() => onChange(!on)}
      >
        {t('valueSource.tint')}
      </button>
      {on && counts ? (
        <ul id={legendId} className="source-legend" aria-label={t('valueSource.legend')}>
          {SOURCES.map((source) => (
            <li key={source}>
              <span className={`source-swatch ${sourceClass(source)}`} aria-hidden="true" />
              {t('valueSource.count', { name: name(source), count: counts[source] })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
