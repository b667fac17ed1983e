import type { BulletinValue } from '@bora/shared/bulletin';
import { COMPASS_POINTS } from '@bora/shared/data-type-values';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridDataType } from './grid-model.ts';

/** An icon as a grid draws it: named in the reader's language, and known by its name in every other. */
export type GridIcon = { code: string; name: string; names?: readonly string[]; svg_url: string };

export type CellFormat = {
  /** Numbers in the UI language, with the data type's decimals. */
  number: (value: number, decimals: number | null) => string;
  icons: ReadonlyMap<string, GridIcon>;
  t: TFunction;
};

/** A number formatter for the UI language that keeps a data type's decimals (made once per grid). */
export function numberFormatter(language: string | undefined): CellFormat['number'] {
  const formats = new Map<number | null, Intl.NumberFormat>();
  return (value, decimals) => {
    let format = formats.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(language, {
        minimumFractionDigits: decimals ?? 0,
        maximumFractionDigits: decimals ?? 20,
      });
      formats.set(decimals, format);
    }
    return format.format(value);
  };
}

/** How cells are shown in the UI language, with the icons of the bulletin's set. */
export function useCellFormat(icons: readonly GridIcon[]): CellFormat {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      number: numberFormatter(i18n.resolvedLanguage),
      icons: new Map(icons.map((icon) => [icon.code, icon])),
      t,
    }),
    [i18n.resolvedLanguage, icons, t],
  );
}

/** The compass point a direction comes from, in degrees (N = 0), or null for variable. */
function bearing(point: string): number | null {
  const index = (COMPASS_POINTS as readonly string[]).indexOf(point);
  return index < 0 || point === 'VRB' ? null : index * 22.5;
}

/**
 * A cell's value as text, as the grid writes it: a number in the UI language, a category's label, a
 * direction with its arrow (or "variable"), an icon's code (where no picture is found), a text.
 */
export function cellText(value: BulletinValue['value'], dataType: GridDataType, format: CellFormat): string {
  switch (dataType.value_kind) {
    case 'number':
    case 'integer':
      return typeof value === 'number' ? format.number(value, dataType.decimals) : String(value);
    case 'category':
      return dataType.options.find((option) => option.code === value)?.label ?? String(value);
    case 'direction':
      return bearing(String(value)) === null ? format.t('valueEditor.variable') : `↓ ${value}`;
    case 'icon':
    case 'text':
      return String(value);
  }
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
      if (bearing(String(value)) === null) return format.t('valueEditor.variable');
      return (
        <>
          <DirectionArrow point={String(value)} /> {String(value)}
        </>
      );
    }
  }
}

/** A direction's arrow, turned to point where the wind blows to, the way maps draw it; nothing for variable. */
export function DirectionArrow({ point }: { point: string }) {
  const degrees = bearing(point);
  if (degrees === null) return null;
  return (
    <span className="grid-direction" style={{ transform: `rotate(${degrees}deg)` }} aria-hidden="true">
      ↓
    </span>
  );
}
