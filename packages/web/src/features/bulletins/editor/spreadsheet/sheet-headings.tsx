import type { ReactNode } from 'react';
import type { GridDataType } from '../../../../lib/bulletin/grid-model.ts';
import { columnHeading } from '../../sheet/column-heading.ts';

/** Pixels a character of a heading takes, with a margin (12 px semi-bold Titillium Web averages 5.1). */
const CHARACTER_PX = 5.5;
/** What a heading's cell keeps of its column's width: its padding and border. */
const HEADING_INSET_PX = 6;

/**
 * A label that reads whole or shortened: the short one shown, the whole one on hover and to screen
 * readers (which read it instead of the short one).
 */
function ShortLabel({
  full,
  abbreviated,
  className,
  children,
}: {
  full: string;
  abbreviated: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <span className={className} title={full}>
      <span aria-hidden={abbreviated || undefined}>{children}</span>
      {abbreviated ? <span className="visually-hidden">{full}</span> : null}
    </span>
  );
}

/**
 * A day's or a slot's label over its group of columns: it stays at the left edge of the grid, by
 * the frozen venues, while any of its columns is in sight (`position: sticky` in the group's cell).
 */
export function GroupLabel({ shown, full }: { shown: string; full: string }) {
  return (
    <ShortLabel className="sheet-group-label" full={full} abbreviated={shown !== full}>
      {shown}
    </ShortLabel>
  );
}

/**
 * A data type's heading over its column: name and unit whole where they fit in two lines of the
 * column's width, else abbreviated ("Prob. prec. %"), the whole name on hover and to screen readers.
 */
export function TypeHeading({ dataType, width }: { dataType: GridDataType; width: number }) {
  const perLine = Math.floor((width - HEADING_INSET_PX) / CHARACTER_PX);
  const heading = columnHeading(dataType.name, dataType.unit, perLine);
  return (
    <ShortLabel className="sheet-type-name" full={heading.full} abbreviated={heading.abbreviated}>
      {heading.name}
      {dataType.unit ? <span className="sheet-unit"> {dataType.unit}</span> : null}
    </ShortLabel>
  );
}
