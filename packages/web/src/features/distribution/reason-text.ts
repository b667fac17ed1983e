import type { DeliveryReason } from '@bora/shared/delivery-reason';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/use-date-format.ts';

/** How a reason's values are written into its sentence: an instant the UI's way, the optional parts with their punctuation. */
function written(params: DeliveryReason['params'], formatDate: (iso: string) => string) {
  const { at, text, code, ...rest } = params;
  return {
    ...rest,
    ...(typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? { at: formatDate(at) } : {}),
    // The sentence ends with its own full stop.
    text: text ? `: ${String(text).replace(/[.\s]+$/, '')}` : '',
    code: code ? ` (${code})` : '',
  };
}

/**
 * Why a try failed, or why a webhook was turned off, in the UI language, from the code and values
 * the server gives; the server's English when it gave no code.
 */
export function useReasonText(): (reason: DeliveryReason | null, english: string) => string {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (reason, english) =>
    reason ? t(`distribution.reason.${reason.code}`, written(reason.params, formatDate)) : english;
}
