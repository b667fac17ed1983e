import type { BulletinValue } from '@bora/shared/bulletin';
import type { GridDataType } from '../../../lib/bulletin/grid-model.ts';

export type Verdict =
  | { kind: 'difference'; difference: number }
  | { kind: 'right' }
  | { kind: 'wrong' }
  | { kind: 'none' };

/**
 * How a forecast fared against what was observed: forecast − observed for numbers (rounded to the
 * data type's decimals, so 0.1 − 0.3 is not −0.19999…); right or wrong for categories, icons and
 * compass points; nothing to say of text.
 */
export function verdictOf(
  forecast: BulletinValue['value'],
  observed: BulletinValue['value'],
  dataType: Pick<GridDataType, 'value_kind' | 'decimals'>,
): Verdict {
  if (dataType.value_kind === 'number' || dataType.value_kind === 'integer') {
    if (typeof forecast !== 'number' || typeof observed !== 'number') return { kind: 'none' };
    const scale = 10 ** (dataType.decimals ?? 0);
    return { kind: 'difference', difference: Math.round((forecast - observed) * scale) / scale };
  }
  if (dataType.value_kind === 'text') return { kind: 'none' };
  return { kind: forecast === observed ? 'right' : 'wrong' };
}
