/**
 * A form's submit as the shell's forms share it: one call at a time (`busy` drives the button),
 * the message to show (`error`), and a call that never reached the server said in words.
 */
import { NETWORK_ERROR_MESSAGE } from '@kavach/admin-shared/core';
import { useState, type FormEvent } from 'react';

export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs `call` unless one is running; a thrown call ends in `failed` (default: shown). */
  async function run(call: () => Promise<void>, failed: (message: string) => void = setError) {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await call();
    } catch {
      failed(NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  /**
   * The form's submit event: the page stays, a second submit while one runs is ignored, and a
   * `problem` found in what was typed (e.g. an unsolved captcha) is shown instead of calling.
   */
  async function submitted(
    event: FormEvent,
    problem: string | null,
    call: () => Promise<void>,
    failed?: (message: string) => void,
  ) {
    event.preventDefault();
    if (busy) return;
    if (problem) {
      setError(problem);
      return;
    }
    await run(call, failed);
  }

  return { busy, error, setError, run, submitted };
}
