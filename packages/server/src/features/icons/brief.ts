import type { IconBrief } from '@bora/shared/icon-compare';
import type { IconMeta } from './repository.ts';
import { svgUrlOf } from './serialize.ts';

/** Whether each icon's picture draws, by icon id (absent: never drawn yet). */
export type Drawability = ReadonlyMap<number, boolean>;

export function drawableOf(icon: IconMeta, drawability: Drawability): boolean | null {
  return drawability.get(icon.id) ?? null;
}

export function toIconBrief(icon: IconMeta, drawability: Drawability): IconBrief {
  return {
    id: icon.id,
    icon_set_id: icon.iconSetId,
    code: icon.code,
    name: icon.name,
    translations: icon.translations,
    category: icon.category,
    variant: icon.variant,
    wmo_code: icon.wmoCode,
    reference_icon_id: icon.referenceIconId,
    svg_url: svgUrlOf(icon),
    drawable: drawableOf(icon, drawability),
  };
}
