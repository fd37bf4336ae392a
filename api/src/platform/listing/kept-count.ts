/**
 * A row count kept in this process for a few seconds: counting a million rows costs far more
 * than a page of them, so a count of at least `reuseFrom` rows is reused for up to `maxAgeMs`
 * and may lag new rows by that much, never more. Smaller counts are counted on every call
 * (exact: a badge that must change with the record a person just opened).
 *
 * While a kept count is used, it is recounted behind the answer once it is half its age, so a
 * person working the list (a search keystroke, a page turn) never waits for the count; only a
 * call after a pause longer than `maxAgeMs` counts before it answers.
 *
 * Used for "Showing X of Y" (the unfiltered count behind a filtered list, which an unfiltered
 * page's exact total also refreshes) and the New count of each inbox tab.
 */
export class KeptCount {
  private value = 0;
  /** When the kept value's count began (-Infinity: none yet). */
  private at = -Infinity;
  /** Counts are numbered as they begin: a count that began before the kept one is older. */
  private begun = 0;
  private kept = 0;
  private recounting: Promise<void> | null = null;
  private readonly maxAgeMs: number;
  private readonly reuseFrom: number;

  constructor(
    private readonly countNow: () => Promise<number>,
    { maxAgeMs = 10_000, reuseFrom = 0 }: { maxAgeMs?: number; reuseFrom?: number } = {},
  ) {
    this.maxAgeMs = maxAgeMs;
    this.reuseFrom = reuseFrom;
  }

  /** Records an exact count made just now (e.g. the total of an unfiltered page). */
  remember(count: number): void {
    this.keep(count, ++this.begun, Date.now());
  }

  /** The count, at least `atLeast` (e.g. a filtered total, which the whole cannot be below). */
  async get(atLeast = 0): Promise<number> {
    const age = Date.now() - this.at;
    if (this.value < this.reuseFrom || age > this.maxAgeMs) await this.count();
    else if (age > this.maxAgeMs / 2 && !this.recounting) {
      this.recounting = this.count()
        // A failed recount leaves the kept value; the next call past its age counts again and
        // answers the failure to its caller.
        .catch(() => undefined)
        .finally(() => (this.recounting = null));
    }
    return Math.max(this.value, atLeast);
  }

  private async count(): Promise<void> {
    const seq = ++this.begun;
    const at = Date.now();
    this.keep(await this.countNow(), seq, at);
  }

  private keep(count: number, seq: number, at: number): void {
    // A count that began before the kept one answers late: the kept one is newer.
    if (seq < this.kept) return;
    this.kept = seq;
    this.value = count;
    this.at = at;
  }
}
