import type { Icon } from '@bora/shared/icon';
import type { TFunction } from 'i18next';

/** The translated name of an icon category. */
export function categoryLabel(t: TFunction, category: string): string {
  return t(`icons.category.${category}`);
}

/** The translated day/night variant. */
export function variantLabel(t: TFunction, variant: Icon['variant']): string {
  return t(`icons.variant.${variant}`);
}
