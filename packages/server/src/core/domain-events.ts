import type { Db } from '../db/client.ts';

/** A workflow step taken on a bulletin: which, of which type, who took it and why. */
export type BulletinStep = { bulletinId: number; typeId: number; actorId: number | null; comment: string };

/**
 * What happens in Bora that other features react to, declared in this one place. The code that acts
 * emits inside its transaction; each feature that reacts subscribes in its own plugin with
 * `app.domainEvents.on(name, …)`, so every listener of an event is found by searching for its name.
 */
export type DomainEventMap = {
  /** A draft was submitted for review (features/workflow). */
  'bulletin.submitted': BulletinStep;
  /** A submitted bulletin was returned to its writers, with a comment (features/workflow). */
  'bulletin.returned': BulletinStep;
  /** A bulletin was published: its first version (features/workflow). */
  'bulletin.published': BulletinStep;
  /** A correction was published: it takes the place of the version it corrects (features/workflow). */
  'bulletin.corrected': BulletinStep;
  /** A published bulletin was withdrawn, with a reason (features/workflow). */
  'bulletin.withdrawn': BulletinStep;
};
export type DomainEventName = keyof DomainEventMap;

/**
 * Runs in the transaction of the change that emitted it: what it records (a job, a row) commits with
 * the change or not at all, and a listener that throws rolls the change back.
 */
export type DomainListener<N extends DomainEventName> = (tx: Db, event: DomainEventMap[N]) => Promise<void>;

/** The listeners of the domain's events, in the order they subscribed. */
export class DomainEvents {
  private readonly listeners = new Map<DomainEventName, DomainListener<never>[]>();

  /** Adds a listener; answers the function that removes it. */
  on<N extends DomainEventName>(name: N, listener: DomainListener<N>): () => void {
    const list = this.listeners.get(name) ?? [];
    const stored = listener as DomainListener<never>;
    list.push(stored);
    this.listeners.set(name, list);
    return () => {
      const at = list.indexOf(stored);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /** Runs each listener of `name` in turn, in the transaction `tx`. */
  async emit<N extends DomainEventName>(tx: Db, name: N, event: DomainEventMap[N]): Promise<void> {
    for (const listener of this.listeners.get(name) ?? []) await (listener as DomainListener<N>)(tx, event);
  }
}
