import { addDays } from '@bora/shared/agency-time';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../config.ts';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType } from './test-fixtures.ts';

type Personas = Awaited<ReturnType<typeof makePersonas>>;
export type Who = keyof Personas['as'];

/**
 * A test file's app on a fresh database, with the five personas and a daily type `code` of their
 * home authority, made before its tests and closed after them; and the calls its tests make.
 * `config` is read when the app is made (after the hooks registered before this call have run).
 */
export function workflowBench(code: string, firstDate: string, config: () => Partial<Config> = () => ({})) {
  let serial = 0;
  const bench = {
    t: undefined as unknown as Awaited<ReturnType<typeof createTestApp>>,
    p: undefined as unknown as Personas,
    type: undefined as unknown as Awaited<ReturnType<typeof makeDailyType>>,

    /** An issue date no other bulletin of the file has. */
    nextDate: () => addDays(firstDate, serial++),

    /** A bulletin as staff read it. */
    read: async (id: number) => (await bench.p.as.staff.get(`/api/bulletins/${id}/`)).json(),

    /** The kinds of a bulletin's history, oldest first. */
    async historyOf(id: number): Promise<string[]> {
      const page = (await bench.p.as.staff.get(`/api/bulletins/${id}/history/?page_size=100`)).json();
      return page.results.map((entry: { kind: string }) => entry.kind).reverse();
    },

    /** A workflow action, with a comment and an `If-Match` revision when given. */
    act(as: Who, id: number, action: string, options: { comment?: string; revision?: number | string } = {}) {
      return bench.p.as[as].request({
        method: 'POST',
        url: `/api/bulletins/${id}/${action}/`,
        payload: options.comment === undefined ? {} : { comment: options.comment },
        headers: options.revision === undefined ? {} : { 'if-match': `"${options.revision}"` },
      });
    },
  };
  beforeAll(async () => {
    bench.t = await createTestApp(config());
    bench.p = await makePersonas(bench.t.app, bench.t.db);
    bench.type = await makeDailyType(bench.t.db, bench.p, code);
  });
  afterAll(() => bench.t.close());
  return bench;
}
