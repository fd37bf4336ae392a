/**
 * Runs `run` in a task of its own, right after the current one: a message-channel turn, which,
 * unlike a timer, a background tab does not slow down and a test's paused clock does not hold.
 */
export function inNextTask(run: () => void): void {
  const turn = new MessageChannel();
  turn.port1.onmessage = () => run();
  turn.port2.postMessage(null);
}

/** Resolves in the task after the current one (inNextTask), handing the main thread back. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
