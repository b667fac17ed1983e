import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { type BulletinStep, DomainEvents } from './domain-events.ts';

const step: BulletinStep = { bulletinId: 4, typeId: 2, actorId: 9, comment: '' };
const tx = {} as Db;

describe('the domain events', () => {
  it("runs an event's listeners in the order they subscribed, in the emitter's transaction, and no other event's", async () => {
    const events = new DomainEvents();
    const heard: string[] = [];
    events.on('bulletin.published', async (inside, event) => {
      expect(inside).toBe(tx);
      heard.push(`deliveries of ${event.bulletinId}`);
    });
    events.on('bulletin.published', async () => {
      heard.push('notifications');
    });
    events.on('bulletin.withdrawn', async () => {
      heard.push('withdrawn');
    });
    await events.emit(tx, 'bulletin.published', step);
    expect(heard).toEqual(['deliveries of 4', 'notifications']);
  });

  it('emits an event nobody listens to as nothing, and a listener that throws fails the emit', async () => {
    const events = new DomainEvents();
    await expect(events.emit(tx, 'bulletin.returned', step)).resolves.toBeUndefined();
    const stop = events.on('bulletin.submitted', async () => {
      throw new Error('the queue is gone');
    });
    await expect(events.emit(tx, 'bulletin.submitted', step)).rejects.toThrow('the queue is gone');
    stop();
    await expect(events.emit(tx, 'bulletin.submitted', step)).resolves.toBeUndefined();
  });
});
