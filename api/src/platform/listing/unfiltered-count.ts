/**
 * The unfiltered row count behind "Showing X of Y", kept for a few seconds per process.
 * Counting a million rows costs far more than a filtered page, so a filtered list reuses the
 * count that the last unfiltered list (whose total is exact and free) or count produced.
 * Y may lag new rows by at most `maxAgeMs`; it is never shown below X.
 */
export class UnfilteredCount {
  private value = 0;
  private at = -Infinity;

  constructor(
    private readonly countAll: () => Promise<number>,
    private readonly maxAgeMs = 10_000,
  ) {}

  /** Records an exact unfiltered total (e.g. the total of an unfiltered page). */
  remember(total: number): void {
    this.value = total;
    this.at = Date.now();
  }

  /** The unfiltered count, at least `atLeast` (the filtered total). */
  async get(atLeast = 0): Promise<number> {
    if (Date.now() - this.at > this.maxAgeMs) this.remember(await this.countAll());
    return Math.max(this.value, atLeast);
  }
}
