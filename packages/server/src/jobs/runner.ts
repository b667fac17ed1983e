import type { Job } from 'pg-boss';

/** What a running job may tell its runner. */
export type Turn = {
  /**
   * The job now only waits on someone else (a receiver's answer): its slot goes to the next job
   * while it goes on waiting, as long as the process holds fewer than its `held` jobs.
   */
  stepAside(): void;
};

export type RunnerOptions<T> = {
  /** Jobs worked at once. */
  slots: number;
  /** Jobs held at once, those that stepped aside included (at least `slots`). */
  held: number;
  /** How often the runner looks for jobs that nothing woke it for. */
  pollMs: number;
  /** Claims up to `count` jobs due now (an empty list when there are none). */
  claim(count: number): Promise<Job<T>[]>;
  /** When the next job waiting to start later is due, if any is. */
  nextDue(): Promise<Date | undefined>;
  /** Works one job to its end and settles it in the queue; never rejects. */
  run(job: Job<T>, turn: Turn): Promise<void>;
  /** Gives jobs still running back to the queue when the runner stops. */
  handBack(jobs: Job<T>[]): Promise<void>;
  onError(error: Error): void;
};

/**
 * One queue's jobs in one process: up to `slots` worked at once, a slot taken again as soon as a
 * job ends or steps aside to wait, never when a whole batch has. A wake-up (a job enqueued, one
 * ended, the poll) starts a claim, or, when a claim is under way, one more after it: a job committed
 * while a claim was reading the queue is found by the next, so no wake-up is lost. A claim that came back full is followed by
 * another at once, so a burst is worked to its end without waiting for the poll; one that came back
 * short sets a wake-up for when the next job enqueued to start later is due, on any server.
 */
export class Runner<T> {
  /** Jobs in hand that did not step aside. */
  private working = 0;
  private readonly inHand = new Map<string, { job: Job<T>; ended: Promise<void> }>();
  /** True from a claim's start to its end, in the same turn of the event loop as its last look. */
  private claiming = false;
  private claimed: Promise<void> = Promise.resolve();
  private again = false;
  private stopped = false;
  private readonly poll: NodeJS.Timeout;
  private next: { at: number; timer: NodeJS.Timeout } | undefined;

  constructor(private readonly options: RunnerOptions<T>) {
    this.poll = setInterval(() => this.wake(), options.pollMs);
    this.poll.unref();
    this.wake();
  }

  /** Looks for jobs now, or once more when the look under way ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = true;
    this.claimed = this.claimWhileFound();
  }

  private async claimWhileFound(): Promise<void> {
    try {
      do {
        this.again = false;
        const wanted = Math.min(this.options.slots - this.working, this.options.held - this.inHand.size);
        // A job ending wakes the runner again.
        if (wanted <= 0) return;
        const jobs = await this.options.claim(wanted);
        for (const job of jobs) this.start(job);
        if (jobs.length === wanted) this.again = true;
        else await this.wakeWhenDue();
      } while (this.again && !this.stopped);
    } catch (error) {
      // The poll tries again (a database that went away for a moment).
      this.options.onError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.claiming = false;
    }
  }

  /** Sets a wake-up for the next job due later, unless one comes sooner (an earlier one, the poll). */
  private async wakeWhenDue(): Promise<void> {
    const due = (await this.options.nextDue())?.getTime();
    if (due === undefined || this.stopped) return;
    const wait = Math.max(0, due - Date.now()) + 50;
    if (wait > this.options.pollMs || (this.next && this.next.at <= due)) return;
    if (this.next) clearTimeout(this.next.timer);
    const timer = setTimeout(() => {
      this.next = undefined;
      this.wake();
    }, wait);
    timer.unref();
    this.next = { at: due, timer };
  }

  private start(job: Job<T>): void {
    this.working += 1;
    let aside = false;
    let ended = false;
    const turn: Turn = {
      stepAside: () => {
        if (aside || ended) return;
        aside = true;
        this.working -= 1;
        this.wake();
      },
    };
    const run = this.options.run(job, turn).finally(() => {
      ended = true;
      this.inHand.delete(job.id);
      if (!aside) this.working -= 1;
      this.wake();
    });
    this.inHand.set(job.id, { job, ended: run });
  }

  /**
   * Takes no more jobs and waits for those running, `graceMs` at most; those still running then are
   * handed back to the queue, for another process (or this one, restarted) to take.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    if (this.next) clearTimeout(this.next.timer);
    await this.claimed;
    let timer: NodeJS.Timeout | undefined;
    const allEnded = Promise.all([...this.inHand.values()].map((held) => held.ended));
    const graceOver = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([allEnded, graceOver]);
    clearTimeout(timer);
    const left = [...this.inHand.values()].map((held) => held.job);
    if (left.length) await this.options.handBack(left).catch((error: Error) => this.options.onError(error));
  }
}
