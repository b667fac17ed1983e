import { randomUUID } from 'node:crypto';
import type { EventBus, PresenceSignal, PresentPerson } from '../db/event-bus.ts';

type Local = { person: PresentPerson; onChange: (people: PresentPerson[]) => void; leaving?: true };
type Remote = { people: PresentPerson[]; until: number };

export type PresenceOptions = {
  /** How often each server repeats who it has (its word holds for `expiryMs`). */
  heartbeatMs?: number;
  expiryMs?: number;
  /** Someone who leaves is still listed this long: a reconnecting browser does not flicker. */
  graceMs?: number;
};

/**
 * Who has a topic (a bulletin) open, across every server of the database. Each server keeps
 * only its own people; it tells the others on the bus when one comes or goes, and repeats it
 * every heartbeat, so what a server that stopped without a word said expires. A server that
 * gets its first person on a topic asks the others, who answer with theirs.
 */
export class Presence {
  private readonly server = randomUUID();
  private readonly local = new Map<string, Map<symbol, Local>>();
  private readonly remote = new Map<string, Map<string, Remote>>();
  private readonly shown = new Map<string, string>();
  private readonly stops: (() => void)[];
  private readonly heartbeat: NodeJS.Timeout;
  private readonly leaving = new Set<NodeJS.Timeout>();
  private readonly expiryMs: number;
  private readonly graceMs: number;

  constructor(
    private readonly events: EventBus,
    { heartbeatMs = 20_000, expiryMs = 50_000, graceMs = 1000 }: PresenceOptions = {},
  ) {
    this.expiryMs = expiryMs;
    this.graceMs = graceMs;
    this.stops = [
      events.subscribe('presence', (signal) => this.heard(signal)),
      // What others said may have been missed: ask them again.
      events.onReset(() => {
        for (const topic of this.local.keys()) this.announce(topic, true);
      }),
    ];
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Adds someone to a topic; `onChange` hears everyone present there (from the moment of joining
   * until leaving). Answers how to leave.
   */
  join(topic: string, person: PresentPerson, onChange: Local['onChange']): () => void {
    const key = Symbol(person.username);
    let here = this.local.get(topic);
    const first = !here;
    if (!here) {
      here = new Map();
      this.local.set(topic, here);
    }
    here.set(key, { person, onChange });
    this.announce(topic, first);
    this.changed(topic, true);
    return () => {
      const entry = here.get(key);
      if (!entry || entry.leaving) return;
      entry.leaving = true;
      entry.onChange = () => {};
      const timer = setTimeout(() => {
        this.leaving.delete(timer);
        this.remove(topic, here, key);
      }, this.graceMs);
      timer.unref();
      this.leaving.add(timer);
    };
  }

  private remove(topic: string, here: Map<symbol, Local>, key: symbol): void {
    if (!here.delete(key)) return;
    if (!here.size) {
      this.local.delete(topic);
      this.shown.delete(topic);
    }
    this.announce(topic, false);
    this.changed(topic);
  }

  /** Everyone present on a topic, on any server, each once, by name. */
  peopleOn(topic: string): PresentPerson[] {
    const now = Date.now();
    const all = [...(this.local.get(topic)?.values() ?? [])].map((l) => l.person);
    for (const remote of this.remote.get(topic)?.values() ?? [])
      if (remote.until > now) all.push(...remote.people);
    const unique = new Map(all.map((p) => [p.username, p]));
    return [...unique.values()].sort(
      (a, b) =>
        (a.name || a.username).localeCompare(b.name || b.username) || a.username.localeCompare(b.username),
    );
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const timer of this.leaving) clearTimeout(timer);
    for (const stop of this.stops) stop();
    for (const topic of this.local.keys()) this.send({ topic, server: this.server, viewers: [], ask: false });
    this.local.clear();
  }

  private heard(signal: PresenceSignal): void {
    if (signal.server === this.server) return;
    let servers = this.remote.get(signal.topic);
    if (signal.viewers.length) {
      if (!servers) {
        servers = new Map();
        this.remote.set(signal.topic, servers);
      }
      servers.set(signal.server, { people: signal.viewers, until: Date.now() + this.expiryMs });
    } else if (servers?.delete(signal.server) && !servers.size) this.remote.delete(signal.topic);
    if (signal.ask && this.local.has(signal.topic)) this.announce(signal.topic, false);
    this.changed(signal.topic);
  }

  private beat(): void {
    const now = Date.now();
    for (const [topic, servers] of this.remote) {
      for (const [server, remote] of servers) if (remote.until <= now) servers.delete(server);
      if (!servers.size) this.remote.delete(topic);
      this.changed(topic);
    }
    for (const topic of this.local.keys()) this.announce(topic, false);
  }

  private announce(topic: string, ask: boolean): void {
    const viewers = [...(this.local.get(topic)?.values() ?? [])].map((l) => l.person);
    this.send({ topic, server: this.server, viewers, ask });
  }

  private send(signal: PresenceSignal): void {
    // A lost announcement is repeated by the next heartbeat.
    this.events.publish('presence', signal).catch(() => {});
  }

  /** Tells the topic's local people who is present, when that changed (or `always`). */
  private changed(topic: string, always = false): void {
    const here = this.local.get(topic);
    if (!here) return;
    const people = this.peopleOn(topic);
    const key = JSON.stringify(people);
    if (!always && this.shown.get(topic) === key) return;
    this.shown.set(topic, key);
    for (const { onChange } of here.values()) onChange(people);
  }
}
