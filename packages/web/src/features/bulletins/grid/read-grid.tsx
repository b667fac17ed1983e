import type { ComponentProps } from 'react';
import { ComparedCells } from '../../history/compare/compared-cells.tsx';
import { ObservedCells, type useObserved } from '../observed/observed-cells.tsx';
import { BulletinGrid } from './bulletin-grid.tsx';

type ReadGridProps = ComponentProps<typeof BulletinGrid> & { observed: ReturnType<typeof useObserved> };

/** The read grid, each cell with what the bulletin compared holds and what was observed, once asked. */
export function ReadGrid({ observed, ...grid }: ReadGridProps) {
  return (
    <ComparedCells bulletin={grid.bulletin}>
      <ObservedCells cells={observed.shown ? observed.cells : null}>
        <BulletinGrid {...grid} />
      </ObservedCells>
    </ComparedCells>
  );
}
