import type { DataType } from '@bora/shared/data-type';
import type { TFunction } from 'i18next';

/** A data type's value rule in a few words: "−40 … 50 °C, 0 decimals", "4 options", "icons: sky". */
export function ruleSummary(d: DataType, t: TFunction): string {
  switch (d.value_kind) {
    case 'number':
    case 'integer': {
      const parts: string[] = [];
      if (d.minimum !== null || d.maximum !== null) {
        parts.push(`${d.minimum ?? '…'} … ${d.maximum ?? '…'}${d.unit ? ` ${d.unit}` : ''}`);
      } else if (d.unit) {
        parts.push(d.unit);
      }
      if (d.value_kind === 'number' && d.decimals !== null)
        parts.push(t('dataTypes.decimals', { count: d.decimals }));
      return parts.join(', ');
    }
    case 'category':
      return t('dataTypes.optionCount', { count: d.options.length });
    case 'icon':
      return d.icon_category
        ? t('dataTypes.iconsOf', { category: t(`dataTypes.iconCategory.${d.icon_category}`) })
        : '';
    case 'direction':
      return t('dataTypes.compass');
    case 'text':
      return '';
  }
}
