import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOriginText } from '../../../lib/bulletin/value-origin.ts';
import type { CellSource, ValueSource } from '../sheet/cell-sources.ts';

/** A source named in the reader's language: Typed, Copied, Imported. */
export function useSourceName(): (source: ValueSource) => string {
  const { t } = useTranslation();
  return (source) => t(`valueSource.name.${source}`);
}

/**
 * Where a cell's value came from, in words, then where it began: "Imported · import ecmwf-pp
 * 2026-11-25T00Z (key model-bot)", "Copied from bulletin #12 · began: …" (linking to it), "Typed ·
 * bulletin #41 (user mrossi)".
 */
export function SourceText({ source }: { source: CellSource }) {
  const { t } = useTranslation();
  const name = useSourceName();
  const originText = useOriginText();
  const head =
    source.source === 'copied' && source.copied_from !== null ? (
      <Link to={`/bulletin/${source.copied_from}`}>
        {t('valueSource.copiedFrom', { id: source.copied_from })}
      </Link>
    ) : (
      name(source.source)
    );
  const origin = source.here
    ? t('valueSource.here')
    : source.origin && source.source === 'copied'
      ? t('valueSource.began', { origin: originText(source.origin) })
      : source.origin && originText(source.origin);
  return (
    <span className="value-source">
      {head}
      {origin ? ` · ${origin}` : ''}
    </span>
  );
}
