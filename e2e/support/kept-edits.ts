/** The unsent edits the editor keeps in the browser, read as the editor stores them. */
import type { Page } from '@playwright/test';

/** A kept cell's content as the editor writes it: a value, or text refused with its reason; its note. */
type KeptContent =
  | { kind: 'value'; value: unknown; note?: string }
  | { kind: 'invalid'; raw: string; note?: string };

/**
 * What the editor keeps of a bulletin's unsent cells in this browser's IndexedDB (database
 * `bora-editor`, store `unsent`, by bulletin): the content I put in each (null for a cell cleared);
 * none before it has kept anything. A test waits on this, not on the clock, before a reload.
 */
export function keptCells(page: Page, bulletinId: number): Promise<(KeptContent | null)[]> {
  return page.evaluate(
    (id) =>
      new Promise<(KeptContent | null)[]>((resolve) => {
        const open = indexedDB.open('bora-editor');
        // The editor makes the database with its store: a look must not make an empty one first.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('unsent')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('unsent').objectStore('unsent').get(id);
          read.onsuccess = () => {
            const cells: Record<string, { mine: KeptContent | null }> = read.result?.values?.cells ?? {};
            db.close();
            resolve(Object.values(cells).map((cell) => cell.mine));
          };
          read.onerror = () => {
            db.close();
            resolve([]);
          };
        };
      }),
    bulletinId,
  );
}
