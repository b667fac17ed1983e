import type { ImportRefusal } from '@bora/shared/bulletin-import';
import { readValueMessage, type ValueMessageKey } from '@bora/shared/value-messages';
import { i18n } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/messages.ts';

/** Why a value is refused, in the UI language: by its code, a value rule's message read back as the editor reads it. */
export function refusalReason(refusal: ImportRefusal): string {
  if (refusal.code === 'invalid_value') return translateMessage(refusal.reason);
  return i18n.t(`bulletinImport.reason.${refusal.code}`, refusal.params);
}

/** The short kinds of refusal the summary counts, a value rule's messages gathered by what they ask for. */
export type RefusalKind =
  | 'not_a_date'
  | 'outside_bulletin'
  | 'unknown_slot'
  | 'repeated_cell'
  | 'range'
  | 'number'
  | 'name'
  | 'text'
  | 'other';

const VALUE_KINDS: Record<ValueMessageKey, RefusalKind> = {
  atLeast: 'range',
  atMost: 'range',
  enterNumber: 'number',
  wholeNumber: 'number',
  decimals: 'number',
  noGrouping: 'number',
  separators: 'number',
  chooseOption: 'name',
  notAnOption: 'name',
  chooseIcon: 'name',
  iconNotInSet: 'name',
  notAnIcon: 'name',
  enterDirection: 'name',
  notADirection: 'name',
  enterText: 'text',
  textTooLong: 'text',
};

function kindOf(refusal: ImportRefusal): RefusalKind {
  if (refusal.code !== 'invalid_value') return refusal.code;
  const read = readValueMessage(refusal.reason);
  return read ? VALUE_KINDS[read.key] : 'other';
}

/** The refusals counted by kind, the most frequent first: what the summary says in short. */
export function refusalKinds(refused: readonly ImportRefusal[]): { kind: RefusalKind; count: number }[] {
  const counts = new Map<RefusalKind, number>();
  for (const refusal of refused) counts.set(kindOf(refusal), (counts.get(kindOf(refusal)) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count);
}
