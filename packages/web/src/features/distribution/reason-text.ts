import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/messages.ts';
import { useDateFormat } from '../../lib/use-date-format.ts';

/** The reason the server gives for a webhook it turned off: the receiver answered 410 Gone, at an instant. */
const GONE = /^The receiver answered 410 Gone on (?<at>\S+)\.$/;

/**
 * Why a try failed or a webhook was turned off, in the UI language: the server writes it in
 * English; the instant of a 410 Gone is written the UI's way, on the agency's clock.
 */
export function useReasonText(): (reason: string) => string {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (reason) => {
    const at = GONE.exec(reason)?.groups?.at;
    if (at && !Number.isNaN(Date.parse(at))) return t('distribution.reason.gone', { at: formatDate(at) });
    return translateMessage(reason);
  };
}
