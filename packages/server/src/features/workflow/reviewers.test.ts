import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { makeUser } from '../../test/fixtures.ts';
import { bulletinAfter, readyDraft } from '../bulletins/test-fixtures.ts';
import { workflowBench } from '../bulletins/test-workflow.ts';

/**
 * Whoever may submit a draft is told who will review it (the submit dialog names them): the
 * authority's active managers other than the caller, by name; nobody else is told.
 */
const bench = workflowBench('review', '2027-05-01');
const reviewersOf = async (who: keyof typeof bench.p.as, id: number) => {
  const response = await bench.p.as[who].get(`/api/bulletins/${id}/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().reviewers;
};

describe('the reviewers of a bulletin', () => {
  beforeAll(async () => {
    const home = bench.p.home.id;
    await makeUser(bench.t.db, 'r-anna', { name: 'Anna Bianchi', memberOf: [{ id: home, role: 'manager' }] });
    // A manager who may no longer sign in reviews nothing; a member is no reviewer.
    const gone = await makeUser(bench.t.db, 'r-gone', {
      name: 'Gino Passato',
      memberOf: [{ id: home, role: 'manager' }],
    });
    await bench.t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await makeUser(bench.t.db, 'r-writer', {
      name: 'Walter Scrive',
      memberOf: [{ id: home, role: 'member' }],
    });
    // The manager of another authority reviews nothing of this one.
    await makeUser(bench.t.db, 'r-elsewhere', {
      name: 'Elsa Altrove',
      memberOf: [{ id: bench.p.other.id, role: 'manager' }],
    });
  });

  it('names the active managers of the authority to whoever may submit the draft, the caller left out', async () => {
    const id = await readyDraft(bench.p, bench.type, bench.nextDate());
    const everyManager = [
      { username: 'r-anna', name: 'Anna Bianchi' },
      { username: 'p-manager', name: '' },
    ];
    expect(await reviewersOf('member', id)).toEqual(everyManager);
    expect(await reviewersOf('staff', id)).toEqual(everyManager);
    // A manager who submits sends it to the others.
    expect(await reviewersOf('manager', id)).toEqual([{ username: 'r-anna', name: 'Anna Bianchi' }]);
  });

  it('names nobody once there is nothing to submit, nor to those who may not submit', async () => {
    const submitted = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit');
    expect(await reviewersOf('member', submitted)).toBeNull();
    expect(await reviewersOf('manager', submitted)).toBeNull();
    const published = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    // The type is public: anyone reads the published bulletin, and learns nothing of the authority's people.
    expect(await reviewersOf('anonymous', published)).toBeNull();
    expect(await reviewersOf('otherManager', published)).toBeNull();
    expect(await reviewersOf('member', published)).toBeNull();
  });

  it('names them in the answer to a creation too', async () => {
    const created = await bench.p.as.member.post('/api/bulletins/', {
      bulletin_type_id: bench.type.typeId,
      issue_date: bench.nextDate(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().reviewers).toEqual([
      { username: 'r-anna', name: 'Anna Bianchi' },
      { username: 'p-manager', name: '' },
    ]);
  });
});
