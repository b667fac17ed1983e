import type { Db } from '../../db/client.ts';
import { giveTurn } from '../../lib/turns.ts';
import {
  analyseSums,
  staleBulletins,
  staleMonths,
  sumAgain,
  sumMonthAgain,
  typesWithStaleMonths,
} from './sums-repository.ts';

/** Bulletins summed at once after which the sums' statistics are taken again. */
const MANY = 20;

/**
 * Sums again every bulletin marked stale (of one type, or all), one bulletin per transaction with a
 * turn of the event loop between: on the embedded database each is a statement run on the loop.
 * Answers how many it summed.
 */
async function sumStale(db: Db, typeId?: number): Promise<number> {
  let summed = 0;
  for (const id of await staleBulletins(db, typeId)) {
    if (summed > 0) await giveTurn();
    if (await sumAgain(db, id)) summed += 1;
  }
  if (summed >= MANY) await analyseSums(db);
  return summed;
}

/** Adds up again every month of a type marked stale; its bulletins must have been summed first. */
async function sumStaleMonths(db: Db, typeId: number): Promise<void> {
  for (const month of await staleMonths(db, typeId)) {
    await giveTurn();
    await sumMonthAgain(db, typeId, month);
  }
}

/** Sums what is stale: the bulletins (of one type, or all), then the months of their types. */
export async function keepSums(db: Db, typeId?: number): Promise<number> {
  const summed = await sumStale(db, typeId);
  const types = typeId === undefined ? await typesWithStaleMonths(db) : [typeId];
  for (const type of types) await sumStaleMonths(db, type);
  return summed;
}
