import type { IconBrief } from '@bora/shared/icon-compare';
import { pictureKeyOf } from './picture-key.ts';
import type { IconMeta } from './repository.ts';
import { svgUrlOf } from './serialize.ts';

/** Whether each picture draws, by its key in `icon_pictures` (absent: never drawn yet). */
export type Drawability = ReadonlyMap<string, boolean>;

export function drawableOf(icon: IconMeta, drawability: Drawability): boolean | null {
  return icon.svgHash ? (drawability.get(pictureKeyOf(icon.svgHash)) ?? null) : null;
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
