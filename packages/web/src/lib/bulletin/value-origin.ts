import { type OriginSender, originParts } from '@bora/shared/value-origin';
import { useTranslation } from 'react-i18next';

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
