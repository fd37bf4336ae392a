/**
 * Between the API client and a dialog that asks the person something before a refused call can
 * go again: the call asks a gate and waits; the one dialog host on the page answers. Two gates:
 * step-up (StepUp.tsx: "confirm it is you") and sign-in (the shell's dialog after an idle
 * timeout). No React here, so api.ts can use them without importing the dialogs.
 */
import { Subscribable } from './subscribable';

/** What a call the person did not confirm answers (the tab shows it like any refusal). */
export const STEP_UP_CANCELLED = 'You did not confirm it is you, so this was not done.';

/** How an ask ended: proven (repeat the call), cancelled, or no dialog on the page. */
type AskOutcome = 'proven' | 'cancelled' | 'unavailable';

class AskGate extends Subscribable {
  private hosts = 0;
  private asks = 0;
  private waiting: { promise: Promise<AskOutcome>; settle: (o: AskOutcome) => void } | null = null;

  private why: string | null = null;

  /**
   * Asks the person for proof, once for any number of calls refused meanwhile (two exports
   * started together show one dialog), with the refusal's words for the dialog. Without a host
   * there is nobody to ask.
   */
  prove(reason: string | null = null): Promise<AskOutcome> {
    if (this.hosts === 0) return Promise.resolve('unavailable');
    if (!this.waiting) {
      this.why = reason;
      let settle!: (o: AskOutcome) => void;
      const promise = new Promise<AskOutcome>((resolve) => (settle = resolve));
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

  /** The words of the refusal that opened the waiting ask, if it gave any. */
  reason(): string | null {
    return this.why;
  }

  /** How many times proof was asked for: a new dialog each time (a React snapshot too). */
  round(): number {
    return this.asks;
  }

  /** The host's answer to the waiting calls. */
  settle(outcome: Exclude<AskOutcome, 'unavailable'>): void {
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
}

// The page's gates (the shared package is a federation singleton: shell and remotes share them).

/** A call the API refused until the person confirms it is them (403 STEP_UP_REQUIRED). */
export const stepUpGate = new AskGate();

/**
 * A call the API refused because the session sat idle (401 SESSION_IDLE): the shell's dialog
 * signs the same person in again over the screen, and the call goes again with the new token.
 */
export const signInGate = new AskGate();
