import type { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

/**
 * A worker every replica runs to send what is due in an outbox table (mails, webhook
 * deliveries): it polls, runs one batch at a time (batches never overlap within a process), goes
 * on at once after a full batch, and on shutdown stops polling and waits for the batch in
 * flight while the database is still open. Subclasses claim and send (leases keep two replicas
 * from sending the same row).
 */
export abstract class PollingWorker<R extends { claimed: number }>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  protected abstract readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<unknown> = Promise.resolve();

  /**
   * `pollMs`: between polls, 0 keeping the poller off (tests call processDue); `batchSize`: rows
   * claimed at once; `sendConcurrency`: rows of a batch in flight at once (OUTBOX_* settings).
   */
  constructor(
    private readonly timing: { pollMs: number; batchSize: number; sendConcurrency: number },
  ) {}

  /** Claims and sends one batch. */
  protected abstract runBatch(): Promise<R>;
  /** Housekeeping after a batch (purging old rows), at most as often as it decides. */
  protected async afterBatch(): Promise<void> {}
  /** A poll's failure as the log may show it (no personal data). */
  protected abstract pollFailure(e: unknown): string;

  onApplicationBootstrap(): void {
    if (this.timing.pollMs > 0) this.schedule(0);
  }

  /** Stop polling and wait for the batch in flight, while the database is still open. */
  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    let again = false;
    try {
      const r = await this.processDue();
      // A full batch means more may be waiting: go on at once.
      again = r.claimed >= this.timing.batchSize;
      await this.afterBatch();
    } catch (e) {
      this.logger.warn(this.pollFailure(e));
    }
    this.schedule(again ? 0 : this.timing.pollMs);
  }

  /**
   * Sends the claimed rows, `sendConcurrency` at a time (a send costs round trips, not CPU, so
   * several in flight drain a backlog that many times faster), and counts each outcome in `result`.
   */
  protected async sendEach<T, K extends string>(
    rows: readonly T[],
    send: (row: T) => Promise<K>,
    result: Record<K, number>,
  ): Promise<void> {
    const queue = [...rows];
    const sender = async () => {
      for (let row = queue.shift(); row !== undefined; row = queue.shift())
        result[await send(row)]++;
    };
    await Promise.all(Array.from({ length: this.timing.sendConcurrency }, sender));
  }

  /** Claims and sends one batch of what is due (the poller calls this; tests call it directly). */
  processDue(): Promise<R> {
    const run = this.running.catch(() => undefined).then(() => this.runBatch());
    this.running = run;
    return run;
  }
}
