/**
 * Between the API client and the step-up dialog (StepUp.tsx): a call the API refused for want of
 * proof asks the gate; the one dialog host on the page (StepUpHost) answers. No React here, so
 * api.ts can use it without importing the dialog.
 */

/** What a call the person did not confirm answers (the tab shows it like any refusal). */
export const STEP_UP_CANCELLED = 'You did not confirm it is you, so this was not done.';

/** How a request for proof ended: proven (repeat the call), cancelled, or no dialog on the page. */
export type StepUpOutcome = 'proven' | 'cancelled' | 'unavailable';

type Listener = () => void;

export class StepUpGate {
  private hosts = 0;
  private asks = 0;
  private waiting: { promise: Promise<StepUpOutcome>; settle: (o: StepUpOutcome) => void } | null =
    null;
  private listeners = new Set<Listener>();

  /**
   * Asks the person for proof, once for any number of calls refused meanwhile (two exports
   * started together show one dialog). Without a host there is nobody to ask.
   */
  prove(): Promise<StepUpOutcome> {
    if (this.hosts === 0) return Promise.resolve('unavailable');
    if (!this.waiting) {
      let settle!: (o: StepUpOutcome) => void;
      const promise = new Promise<StepUpOutcome>((resolve) => (settle = resolve));
      this.waiting = { promise, settle };
      this.asks++;
      this.emit();
    }
    return this.waiting.promise;
  }

  /** Whether a dialog should be shown (pure: safe as a React snapshot). */
  asking(): boolean {
    return this.waiting !== null;
  }

  /** How many times proof was asked for: a new dialog each time (a React snapshot too). */
  round(): number {
    return this.asks;
  }

  /** The host's answer to the waiting calls. */
  settle(outcome: Exclude<StepUpOutcome, 'unavailable'>): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    waiting.settle(outcome);
    this.emit();
  }

  /** A host mounts; the returned function unmounts it (the last one gone cancels a waiting ask). */
  attach(): () => void {
    this.hosts++;
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      this.hosts--;
      if (this.hosts === 0) this.settle('cancelled');
    };
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const l of [...this.listeners]) l();
  }
}

/** The page's one gate (the shared package is a federation singleton: shell and remotes share it). */
export const stepUpGate = new StepUpGate();
