/**
 * When the API last saw the person at work: the time of the last answered request that was not a
 * background poll (BACKGROUND_HEADERS). The API's idle timeout counts from the same requests, so
 * the shell can warn before it and keep a session alive while the person types (idleWatch.ts).
 */
import { Subscribable } from './subscribable';
class Activity extends Subscribable {
  private at: number;

  constructor(private readonly now: () => number = Date.now) {
    super();
    this.at = now();
  }

  /** A request the person made was answered now. */
  mark(): void {
    this.at = this.now();
    this.emit();
  }

  /** Epoch ms of the last such answer (a React snapshot). */
  last(): number {
    return this.at;
  }
}

/** The page's one record (the shared package is a federation singleton). */
export const activity = new Activity();
