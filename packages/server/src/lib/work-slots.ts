/**
 * Costly work (an export, scores, a document made for the first time) that may run at once: at most
 * `perKey` for one key (an address) and `total` in all. `take` checks and takes in one synchronous
 * step, so requests arriving together cannot all pass before one of them holds a slot.
 */
export class WorkSlots {
  private readonly held = new Map<string, number>();
  private inUse = 0;

  constructor(
    private readonly perKey: number,
    private readonly total: number,
  ) {}

  /** The work running now. */
  get running(): number {
    return this.inUse;
  }

  /**
   * A slot for `key`, or undefined when its own or every slot is taken. The answer frees the slot;
   * calling it again does nothing.
   */
  take(key: string): (() => void) | undefined {
    const own = this.held.get(key) ?? 0;
    if (own >= this.perKey || this.inUse >= this.total) return undefined;
    this.held.set(key, own + 1);
    this.inUse++;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.inUse--;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }
}
