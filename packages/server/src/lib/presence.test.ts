import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventBus, type PresentPerson, Subscribers } from '../db/event-bus.ts';
import { Presence } from './presence.ts';

/** Servers on one database: what one publishes reaches all, unless it has been cut off (crashed). */
function network() {
  const servers: { subscribers: Subscribers; cut: boolean }[] = [];
  return {
    server() {
      const self = { subscribers: new Subscribers(), cut: false };
      servers.push(self);
      const bus = {
        async publish(channel: string, payload: unknown) {
          if (self.cut) return;
          for (const s of servers) if (!s.cut) s.subscribers.deliver(channel, JSON.stringify(payload));
        },
        subscribe: self.subscribers.subscribe.bind(self.subscribers),
        onReset: self.subscribers.onReset.bind(self.subscribers),
      };
      return { bus: bus as unknown as EventBus, crash: () => (self.cut = true) };
    },
  };
}

const ada = { username: 'ada', name: 'Ada Lovelace' };
const bea = { username: 'bea', name: 'Bea' };
const OPTIONS = { heartbeatMs: 1000, expiryMs: 2500, graceMs: 500 };

/** Joins `person` to the topic and keeps what they are told, the last first. */
function joined(presence: Presence, person: PresentPerson, topic = 'bulletin:1') {
  const told: string[][] = [];
  const leave = presence.join(topic, person, (people) => told.unshift(people.map((p) => p.username)));
  return { told, leave };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('presence across servers', () => {
  it('tells everyone present who comes and goes, whichever server they are on', () => {
    const net = network();
    const one = new Presence(net.server().bus, OPTIONS);
    const two = new Presence(net.server().bus, OPTIONS);
    const a = joined(one, ada);
    expect(a.told[0]).toEqual(['ada']);
    const b = joined(two, bea);
    expect(a.told[0]).toEqual(['ada', 'bea']);
    expect(b.told[0]).toEqual(['ada', 'bea']);
    b.leave();
    vi.advanceTimersByTime(OPTIONS.graceMs);
    expect(a.told[0]).toEqual(['ada']);
    expect(one.peopleOn('bulletin:2')).toEqual([]);
    one.close();
    two.close();
  });

  it('tells nobody anything when someone reconnects within the grace time, on another server', () => {
    const net = network();
    const one = new Presence(net.server().bus, OPTIONS);
    const two = new Presence(net.server().bus, OPTIONS);
    const a = joined(one, ada);
    const b = joined(one, bea);
    const toldBefore = a.told.length;
    b.leave();
    vi.advanceTimersByTime(OPTIONS.graceMs / 2);
    joined(two, bea);
    vi.advanceTimersByTime(OPTIONS.graceMs * 4);
    expect(a.told.length).toBe(toldBefore);
    expect(a.told[0]).toEqual(['ada', 'bea']);
    one.close();
    two.close();
  });

  it('lists someone once however many times they have it open', () => {
    const net = network();
    const one = new Presence(net.server().bus, OPTIONS);
    const two = new Presence(net.server().bus, OPTIONS);
    joined(one, ada);
    const again = joined(two, ada);
    again.leave();
    joined(two, ada);
    expect(one.peopleOn('bulletin:1')).toEqual([ada]);
    one.close();
    two.close();
  });

  it('forgets the people of a server that stops without a word, once its heartbeats stop', () => {
    const net = network();
    const one = new Presence(net.server().bus, OPTIONS);
    const crashing = net.server();
    const two = new Presence(crashing.bus, OPTIONS);
    const a = joined(one, ada);
    joined(two, bea);
    vi.advanceTimersByTime(5000);
    expect(a.told[0]).toEqual(['ada', 'bea']);
    crashing.crash();
    vi.advanceTimersByTime(4000);
    expect(a.told[0]).toEqual(['ada']);
    one.close();
    two.close();
  });
});
