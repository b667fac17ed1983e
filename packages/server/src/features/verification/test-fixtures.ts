import type { Db } from '../../db/client.ts';
import { bulletins, bulletinValues } from '../../db/schema/bulletins.ts';
import { observations } from '../../db/schema/observations.ts';
import { dataTypes } from '../../db/schema/reference.ts';

export type FixtureStatus = 'published' | 'superseded' | 'draft';
export type Cell = [venue: number, day: number, dataType: number, value: number | string];
export type Observed = [venue: number, date: string, dataType: number, value: number | string];

/**
 * Writes a verification fixture's rows straight into the tables (slot `day`): bulletins of one
 * authority valid for their issue day and the next, their values, and observations.
 */
export function fixtureWriter(db: Db, authorityId: number) {
  return {
    async bulletin(issueDate: string, status: FixtureStatus, typeId: number, version = 1) {
      const [row] = await db
        .insert(bulletins)
        .values({
          bulletinTypeId: typeId,
          authorityId,
          issueDate,
          version,
          status,
          validFrom: new Date(`${issueDate}T00:00:00Z`),
          validTo: new Date(`${issueDate}T23:59:00Z`),
        })
        .returning();
      if (!row) throw new Error('no bulletin');
      return row.id;
    },
    async values(bulletinId: number, cells: Cell[]) {
      await db.insert(bulletinValues).values(
        cells.map(([venueId, day, dataTypeId, value]) => ({
          bulletinId,
          venueId,
          day,
          slot: 'day',
          dataTypeId,
          value,
        })),
      );
    },
    async observed(rows: Observed[]) {
      await db.insert(observations).values(
        rows.map(([venueId, observedDate, dataTypeId, value]) => ({
          venueId,
          observedDate,
          slot: 'day',
          dataTypeId,
          value,
        })),
      );
    },
  };
}

export const SKIES = ['clear', 'cloudy', 'rain'];

/** A category data type `<prefix>-sky` of the three SKIES: its id. */
export async function makeSky(db: Db, prefix: string): Promise<number> {
  const [row] = await db
    .insert(dataTypes)
    .values({
      code: `${prefix}-sky`,
      name: 'Sky',
      valueKind: 'category',
      options: SKIES.map((code) => ({ code, label: code })),
    })
    .returning();
  if (!row) throw new Error('no data type');
  return row.id;
}
