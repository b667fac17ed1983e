import type { BulletinSignal } from '@bora/shared/bulletin-live';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Signals between app servers. What is published on a channel reaches the subscribers of every
 * server on the same database, this one's included; the database's triggers publish too (see
 * drizzle/0004_cache_invalidation.sql), so a write made by any path is heard. On PostgreSQL it is
 * LISTEN/NOTIFY on a connection of its own (`db/events-postgres.ts`), on PGlite the engine's own
 * notifications (`db/events-pglite.ts`). Payloads travel as JSON text, at most 8000 bytes.
 *
 * Events can be missed (a dropped connection), so what is built on them may only be an
 * optimisation that `onReset` can throw away: a correct answer never depends on them.
 */
export type Channels = {
  /** The sign-in state of one user (their id) or of everyone (null) changed. */
  auth: number | null;
  /** Rows of this table (its SQL name) changed. */
  tables: string;
  /** A bulletin was saved or changed state (for its live channel). */
  bulletins: BulletinSignal;
  /** Who has something open on one server (see lib/presence.ts). */
  presence: PresenceSignal;
  /** Jobs were added to this queue (jobs/queue.ts): its workers look now rather than at their next poll. */
  jobs: string;
  /** One person's notifications changed: a new one (its id), or what they have read. */
  notifications: { user: number; notification?: number };
};
export type Channel = keyof Channels;
export const CHANNELS: readonly Channel[] = [
  'auth',
  'tables',
  'bulletins',
  'presence',
  'jobs',
  'notifications',
];

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;

/** True when `payload` travels on the bus as it is. */
export function fitsOnBus(payload: unknown): boolean {
  return Buffer.byteLength(JSON.stringify(payload)) <= MAX_PAYLOAD_BYTES;
}

/** Someone one server has as present on a topic. */
export type PresentPerson = { username: string; name: string };

/**
 * One server's people on a topic (`viewers`, all of them: an empty list says they left), and
 * whether the others should answer with theirs (`ask`: a server that just started to care).
 */
export type PresenceSignal = { topic: string; server: string; viewers: PresentPerson[]; ask: boolean };

export interface EventBus {
  /** Sends to every server's subscribers, once the statement has run (outside a transaction). */
  publish<C extends Channel>(channel: C, payload: Channels[C]): Promise<void>;
  /** Answers the function that unsubscribes. */
  subscribe<C extends Channel>(channel: C, handler: (payload: Channels[C]) => void): () => void;
  /** `handler` runs whenever events may have been missed: what was learnt from them is void. */
  onReset(handler: () => void): () => void;
  /** Says that the database was written by a path that sends no events here: resets. */
  missedEvents(): void;
  /** True while events arrive; while false, nothing may be answered from what they keep fresh. */
  readonly live: boolean;
  /** Resolves once every event committed before the call has reached this server's subscribers. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends on the bus from inside the transaction `tx`: every server's subscribers hear it when, and
 * only if, the transaction commits, so a change that commits is never left untold (nor told when it
 * rolls back).
 */
export async function publishIn<C extends Channel>(
  tx: { execute(query: SQL): PromiseLike<unknown> },
  channel: C,
  payload: Channels[C],
): Promise<void> {
  await tx.execute(sql`select pg_notify(${wireName(channel)}, ${JSON.stringify(payload)})`);
}

/** The PostgreSQL channel of a bus channel. */
export function wireName(channel: string): string {
  return `bora_${channel}`;
}

/** Subscribers and reset handlers of one bus, and the delivery of what its transport receives. */
export class Subscribers {
  private readonly handlers = new Map<string, Set<(payload: never) => void>>();
  private readonly resetHandlers = new Set<() => void>();

  subscribe<C extends Channel>(channel: C, handler: (payload: Channels[C]) => void): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    const stored = handler as (payload: never) => void;
    set.add(stored);
    return () => set.delete(stored);
  }

  onReset(handler: () => void): () => void {
    this.resetHandlers.add(handler);
    return () => this.resetHandlers.delete(handler);
  }

  /** Hands a received payload (JSON text) to the channel's subscribers; garbage is a reset. */
  deliver(channel: string, text: string): void {
    const set = this.handlers.get(channel);
    if (!set?.size) return;
    let payload: never;
    try {
      payload = JSON.parse(text) as never;
    } catch {
      this.reset();
      return;
    }
    for (const handler of set) handler(payload);
  }

  reset(): void {
    for (const handler of this.resetHandlers) handler();
  }
}
