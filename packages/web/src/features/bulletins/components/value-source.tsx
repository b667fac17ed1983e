import { type OriginSender, originParts } from '@bora/shared/value-origin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CellSource, ValueSource } from '../sheet/cell-sources.ts';

/** A source named in the reader's language: Typed, Copied, Imported. */
export function useSourceName(): (source: ValueSource) => string {
  const { t } = useTranslation();
  return (source) => t(`valueSource.name.${source}`);
}

/** `what` followed by who sent it, in brackets, in the reader's language: "import r (key model-bot)". */
export function useWithSender(): (what: string, sender: OriginSender | null) => string {
  const { t } = useTranslation();
  return (what, sender) =>
    sender === null
      ? what
      : t('valueSource.origin.withSender', {
          origin: what,
          sender: t(`valueSource.origin.${sender.by}`, { name: sender.name }),
        });
}

/** A value's origin in the reader's language: "import ecmwf-pp 2026-11-25T00Z (key model-bot)", "bollettino n. 41 (utente mrossi)". */
export function useOriginText(): (origin: string) => string {
  const { t } = useTranslation();
  const withSender = useWithSender();
  return (origin) => {
    const parts = originParts(origin);
    if (parts.kind === 'text') return parts.text;
    const what =
      parts.kind === 'typed'
        ? t('valueSource.origin.typed', { bulletin: parts.bulletin })
        : t('valueSource.origin.imported', { run: parts.run });
    return withSender(what, parts.sender);
  };
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
