import { setImmediate } from 'node:timers/promises';

/**
 * Lets the event loop take what waits (other requests, answers kept in memory) before going on.
 * On the embedded database a statement runs on the event loop itself, so a long write is cut into
 * statements with a turn between each.
 */
export function giveTurn(): Promise<void> {
  return setImmediate();
}

/** Rows written per statement in a long write: about 0.1 s of the embedded database's time. */
export const ROWS_PER_TURN = 1000;

/** `items` in consecutive batches of at most `size`. */
export function* batches<T>(items: readonly T[], size = ROWS_PER_TURN): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** Writes `items` a batch at a time, giving the event loop a turn before each batch but the first. */
export async function inTurns<T>(
  items: readonly T[],
  write: (batch: T[]) => Promise<void>,
  size = ROWS_PER_TURN,
): Promise<void> {
  let first = true;
  for (const batch of batches(items, size)) {
    if (!first) await giveTurn();
    first = false;
    await write(batch);
  }
}
