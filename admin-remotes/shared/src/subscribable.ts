/**
 * A store React reads with useSyncExternalStore: its listeners, and the call that tells them it
 * changed (the session, the step-up gate, the last activity).
 */
export class Subscribable {
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener, including one that unsubscribes while told. */
  protected emit(): void {
    for (const l of [...this.listeners]) l();
  }
}
