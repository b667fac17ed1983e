import type { deliveries } from '../../db/schema/distribution.ts';
import type { JobData } from '../../jobs/payloads.ts';
import type { JobGroup, WorkOptions } from '../../jobs/queue.ts';
import type { Turn } from '../../jobs/runner.ts';

/** Tries of different deliveries one server works at once (reading, building, recording). */
export const DELIVERY_SLOTS = 8;

/**
 * Tries one server holds at once while they wait on a slow receiver, beside its DELIVERY_SLOTS: a
 * try whose receiver has not answered within a tenth of its time-out gives its slot to the next
 * and waits aside.
 */
const WAITING_TRIES = 56;

/** E-mails sent at once by all the servers together: one server's connections to the mail server. */
const MAILS_AT_ONCE = 4;

/**
 * How the `deliveries` queue is worked: a webhook's address is sent one try at a time, by all the
 * servers together, so a receiver that is slow or never answers holds one slot, and the tries to
 * other receivers go ahead of its next ones; e-mails, which all go through the one mail server, go
 * MAILS_AT_ONCE at a time.
 */
export const DELIVERY_WORK: WorkOptions = {
  waiting: WAITING_TRIES,
  perGroup: { default: 1, tiers: { mail: MAILS_AT_ONCE } },
};

/** The receiver a delivery's tries are counted against: its webhook's address, or the mail server. */
function receiverGroup(delivery: Pick<typeof deliveries.$inferSelect, 'channel' | 'receiver'>): JobGroup {
  return delivery.channel === 'webhook'
    ? { id: `webhook ${delivery.receiver}` }
    : { id: 'mail', tier: 'mail' };
}

/** The job of one try of a delivery (see deliverOnce), now or at `startAfter`, in its receiver's group. */
export function deliveryJob(
  delivery: Pick<typeof deliveries.$inferSelect, 'id' | 'channel' | 'receiver'>,
  job: Omit<JobData['deliveries'], 'deliveryId'> & { startAfter?: Date },
) {
  const { startAfter, ...tried } = job;
  return {
    data: { deliveryId: delivery.id, ...tried },
    startAfter,
    group: receiverGroup(delivery),
  };
}

/**
 * Runs `attempt` (a try that waits on a receiver), giving its slot to the next try once it has
 * waited a tenth of the receiver's time-out: a slow receiver costs a waiting try, not a slot.
 */
export async function patiently<T>(turn: Turn | undefined, timeoutMs: number, attempt: () => Promise<T>) {
  const patience = setTimeout(() => turn?.stepAside(), timeoutMs / 10);
  try {
    return await attempt();
  } finally {
    clearTimeout(patience);
  }
}
