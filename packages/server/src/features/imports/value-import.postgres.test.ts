import { describe, expect, it } from 'vitest';
import { fullGrid } from '../bulletins/test-fixtures.ts';
import { workflowBench } from '../bulletins/test-workflow.ts';

/**
 * An import and a person's save of the same cells at once, on PostgreSQL, where the two requests
 * really run together: whichever reaches the draft first, every value the person typed is there
 * after both (a save that came second on a revision the import raised is saved again, as the
 * editor does), and the import says it kept exactly those it did not write.
 */
const ROUNDS = 8;
const bench = workflowBench('import-race', '2027-02-01');

type Cell = { venue_id: number; day: number; data_type_id: number; value: number; source: string };

describe('an import racing a save, on PostgreSQL', () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round))(
    'leaves every typed value and counts what it kept (round %i)',
    async (round) => {
      const { p, type } = bench;
      const created = await p.as.member.post('/api/bulletins/', {
        bulletin_type_id: type.typeId,
        issue_date: bench.nextDate(),
      });
      const id: number = created.json().id;
      const typed = fullGrid(type, 7).filter((_, index) => index % 2 === round % 2);
      const save = (revision = 1) =>
        p.as.member.request({
          method: 'PATCH',
          url: `/api/bulletins/${id}/values/`,
          payload: { changes: typed },
          headers: { 'if-match': `"${revision}"` },
        });
      const importing = () =>
        p.as.manager.request({
          method: 'PATCH',
          url: `/api/bulletins/${id}/values/`,
          payload: { source: 'import', origin: `run ${round}`, changes: fullGrid(type, 2) },
        });
      const wait = () => new Promise((resolve) => setTimeout(resolve, (round >> 1) * 3));
      const [saved, imported] =
        round % 2 === 0
          ? await Promise.all([save(), wait().then(importing)])
          : await Promise.all([wait().then(() => save()), importing()]).then(([s, i]) => [s, i] as const);
      expect(imported.statusCode, imported.body).toBe(200);
      const report = imported.json();
      if (saved.statusCode === 412) {
        // The import came first: the editor saves again on the revision it raised.
        expect(report).toMatchObject({ set: 8, kept_manual: 0 });
        expect((await save(report.revision)).statusCode).toBe(200);
      } else {
        // The save came first: the import kept every value it typed.
        expect(saved.statusCode, saved.body).toBe(200);
        expect(report).toMatchObject({ set: 8 - typed.length, kept_manual: typed.length, unchanged: 0 });
      }
      const values: Cell[] = (await p.as.staff.get(`/api/bulletins/${id}/`)).json().values;
      const manual = values.filter((v) => v.source === 'manual');
      // Every typed value is there as typed, whichever came first.
      expect(manual.map((v) => v.value).sort()).toEqual(typed.map((c) => c.value).sort());
      expect(manual).toHaveLength(typed.length);
      expect(values.filter((v) => v.source === 'imported')).toHaveLength(8 - typed.length);
    },
  );
});
