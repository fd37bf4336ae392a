/**
 * What the browser build gets for `react-dom/client` (preactInTheBrowser in vite.config.ts):
 * Preact's createRoot/hydrateRoot, with effects run when React would run them.
 */
import { options } from 'preact';
import client from 'preact/compat/client';
import { inNextTask } from './nextTask';

export const { createRoot, hydrateRoot } = client;
export default client;

let hydrationEffectsScheduled = false;

/**
 * Effects run right after the render, before the next event is handled, as React runs the
 * effects of a render caused by a click or a key: a dialog opened by Enter has its focus on the
 * close button before the next key arrives. (Preact's default waits for the next animation
 * frame, which never comes in a background tab.) The effects of hydration, the first render, run
 * a turn later, in a task of their own, as React runs them: with the render they made one long
 * task on a slow phone.
 */
options.requestAnimationFrame = (effects) => {
  if (hydrationEffectsScheduled) {
    queueMicrotask(effects);
    return;
  }
  hydrationEffectsScheduled = true;
  inNextTask(effects);
};
