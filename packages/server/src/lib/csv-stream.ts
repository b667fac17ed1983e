import { Readable } from 'node:stream';
import { writeCsv } from './csv.ts';

/**
 * A CSV answer written as its rows are read: the header at once, then each page of rows as it
 * arrives. The next page is asked for only when the reader has taken the last (the stream holds
 * about one page), so a slow client slows the reads instead of filling the memory.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly string[])[]>,
): Readable {
  async function* chunks() {
    yield writeCsv([header]);
    for await (const rows of pages) if (rows.length) yield writeCsv(rows);
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}
