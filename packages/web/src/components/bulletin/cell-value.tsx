import type { BulletinValue } from '@bora/shared/bulletin';
import { compassBearing } from '@bora/shared/compass';
import { numberText, type ValueLanguage, valueText } from '@bora/shared/value-text';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridDataType } from '../../lib/bulletin/grid-model.ts';
import './cell-value.css';

/** An icon as a grid draws it: named in the reader's language, and known by its name in every other. */
export type GridIcon = { code: string; name: string; names?: readonly string[]; svg_url: string };

export type CellFormat = {
  /** The UI language, which values are written in. */
  language: ValueLanguage;
  /** Numbers in the UI language, with the data type's decimals. */
  number: (value: number, decimals: number | null) => string;
  icons: ReadonlyMap<string, GridIcon>;
  t: TFunction;
};

/** How cells are shown in the UI language, with the icons of the bulletin's set. */
export function useCellFormat(icons: readonly GridIcon[]): CellFormat {
  const { t, i18n } = useTranslation();
  const language: ValueLanguage = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  return useMemo(
    () => ({
      language,
      number: (value: number, decimals: number | null) => numberText(value, decimals, language),
      icons: new Map(icons.map((icon) => [icon.code, icon])),
      t,
    }),
    [language, icons, t],
  );
}

/**
 * A cell's value as text, as the grid writes it: `valueText` of shared, with a direction's arrow.
 * An icon is written by its name, or by its code where the set has no such icon (as the grid shows
 * a code where it finds no picture).
 */
export function cellText(value: BulletinValue['value'], dataType: GridDataType, format: CellFormat): string {
  const text = valueText(value, dataType, format.language, format.icons);
  return dataType.value_kind === 'direction' && compassBearing(String(value)) !== null ? `↓ ${text}` : text;
}

/** A cell's value as the data type shows it: a number, a category's label, an icon, a direction, a text. */
export function CellValue({
  value,
  dataType,
  format,
}: {
  value: BulletinValue['value'];
  dataType: GridDataType;
  format: CellFormat;
}) {
  switch (dataType.value_kind) {
    case 'number':
    case 'integer':
    case 'category':
    case 'text':
      return cellText(value, dataType, format);
    case 'icon': {
      const icon = format.icons.get(String(value));
      return icon ? (
        <img
          src={icon.svg_url}
          alt={icon.name}
          title={icon.name}
          width={32}
          height={32}
          className="grid-icon"
        />
      ) : (
        String(value)
      );
    }
    case 'direction': {
      if (compassBearing(String(value)) === null) return cellText(value, dataType, format);
      return (
        <>
          {/* The point in the reader's language, as every output writes it (SO in Italian, SW in English). */}
          <DirectionArrow point={String(value)} /> {valueText(value, dataType, format.language)}
        </>
      );
    }
  }
}

/** A direction's arrow, turned to point where the wind blows to, the way maps draw it; nothing for variable. */
export function DirectionArrow({ point }: { point: string }) {
  const degrees = compassBearing(point);
  if (degrees === null) return null;
  return (
    <span className="grid-direction" style={{ transform: `rotate(${degrees}deg)` }} aria-hidden="true">
      ↓
    </span>
  );
}
