import type { Icon, IconSet } from '@bora/shared/icon';
import type { CellStatus, IconBrief, IconComparison } from '@bora/shared/icon-compare';
import { icon, sun } from '../test-fixtures.ts';

export function brief(one: Icon): IconBrief {
  const { description: _d, created_at: _c, updated_at: _u, ...rest } = one;
  return { ...rest, drawable: true };
}

function statusOf(icons: Icon[]): CellStatus {
  if (icons.length === 0) return 'missing';
  const variants = icons.map((one) => one.variant);
  return new Set(variants).size < variants.length ? 'several' : 'complete';
}

/**
 * A comparison as the server answers it, worked out from the icons (statuses, counts, unmapped):
 * a test changes a mapping and answers the comparison again.
 */
export function comparisonOf(
  reference: IconSet,
  references: Icon[],
  sets: [IconSet, Icon[]][],
): IconComparison {
  const base = (set: IconSet) => ({
    id: set.id,
    code: set.code,
    name: set.name,
    translations: set.translations,
    authority: set.authority,
    icon_count: 0,
    bulletin_types: [],
  });
  return {
    reference: base(reference),
    sets: sets.map(([set, icons]) => {
      const byReference = references.map((ref) => icons.filter((one) => one.reference_icon_id === ref.id));
      const missing = byReference.filter((mapped) => mapped.length === 0).length;
      return {
        ...base(set),
        icon_count: icons.length,
        bulletin_types: [
          { id: set.id, code: `bt-${set.id}`, name: `Bulletin ${set.name}`, translations: {} },
        ],
        counts: {
          mapped: icons.filter((one) => one.reference_icon_id !== null).length,
          missing,
          unmapped: icons.filter((one) => one.reference_icon_id === null).length,
          several: byReference.filter((mapped) => statusOf(mapped) === 'several').length,
          coverage: Math.round((1000 * (references.length - missing)) / references.length) / 10,
        },
        unmapped: icons.filter((one) => one.reference_icon_id === null).map(brief),
        broken: [],
      };
    }),
    rows: references.map((ref) => ({
      reference: brief(ref),
      cells: sets.map(([set, icons]) => {
        const mapped = icons.filter((one) => one.reference_icon_id === ref.id);
        return {
          set_id: set.id,
          status: statusOf(mapped),
          icons: mapped.map(brief),
          fallback:
            mapped.length === 0 ? { reason: 'none' as const, icon: null, via_reference_id: null } : null,
        };
      }),
    })),
  };
}

export const qSun = icon(31, 'sunny', 3, { variant: 'day', reference_icon_id: sun.id });
export const qSunny = icon(32, 'sunny-2', 3, { variant: 'day', reference_icon_id: sun.id });
