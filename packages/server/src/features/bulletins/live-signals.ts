import type { BulletinSignal, LivePerson, LiveSave, LiveState } from '@bora/shared/bulletin-live';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { fitsOnBus, publishIn } from '../../db/event-bus.ts';

/** The signed-in person who made a change, as live clients see them. */
export function livePerson(request: FastifyRequest): LivePerson {
  return { username: request.user?.username ?? '', name: request.user?.name ?? '' };
}

/**
 * What is too long for the bus is left out, and clients read the bulletin again: the cells of
 * a large save, the comment of a state change.
 */
function fitted(signal: BulletinSignal): BulletinSignal {
  if (fitsOnBus(signal)) return signal;
  if (signal.event === 'save') {
    const { cells: _cells, languages: _languages, ...data } = signal.data;
    return { ...signal, data };
  }
  const { comment: _comment, ...data } = signal.data;
  return { ...signal, data };
}

/**
 * Tells every server's live clients about a change, once it is committed. The change stands
 * whatever happens here: a bus that fails is logged, and clients catch up on their next read.
 */
async function announce(app: FastifyInstance, signal: BulletinSignal): Promise<void> {
  try {
    await app.events.publish('bulletins', fitted(signal));
  } catch (error) {
    app.log.warn({ err: error, bulletin: signal.bulletin }, 'a live update could not be sent');
  }
}

/** A save of values or texts; one that changed nothing (the same revision) is no news. */
export async function announceSave(
  app: FastifyInstance,
  bulletin: number,
  who: LivePerson,
  revision: number,
  what: Pick<LiveSave, 'part' | 'cells' | 'languages'>,
): Promise<void> {
  if (what.cells?.length === 0 || what.languages?.length === 0) return;
  await announce(app, { bulletin, event: 'save', data: { revision, who, ...what } });
}

/** A state change of one bulletin, as `takeAction` reports it. */
export type StateChange = Omit<LiveState, 'who'> & { bulletin: number };

/**
 * Tells every server of a workflow step's state changes, in its transaction: the public answers
 * kept on any server are forgotten when, and only if, the change commits.
 */
export async function announceStates(tx: Db, who: LivePerson, changes: StateChange[]) {
  for (const { bulletin, ...change } of changes)
    await publishIn(tx, 'bulletins', fitted({ bulletin, event: 'state', data: { ...change, who } }));
}
