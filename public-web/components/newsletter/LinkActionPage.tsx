/**
 * The page a newsletter mail's link opens: a heading, a sentence, and one button that POSTs
 * the link's token to the API (opening the page changes nothing: mail scanners open links).
 * The intro asks to press the button, so it shows only with the button; after a final answer
 * both go and the notice stays.
 */
import { useState, type ReactNode } from 'react';
import { FormNotice, type Notice } from '../forms/FormStatus';
import type { LinkOutcome } from './newsletterLinks';
import styles from './LinkActionPage.module.css';

export interface LinkActionPageProps {
  heading: string;
  intro: string;
  /** The button, or null when the page can only show `initial` (a link that cannot be used). */
  action: { label: string; busyLabel: string; run: () => Promise<LinkOutcome> } | null;
  /** Shown from the start (e.g. an expired link, an already confirmed subscription). */
  initial: Notice | null;
  testId: string;
  /** Shown under the button while it has not done its job (the unsubscribe page's language choice). */
  alongside?: ReactNode;
}

/** The button of a page with its words, or none when the link carries no usable token. */
export function linkButton(
  label: string,
  busyLabel: string,
  token: string | null,
  send: (token: string) => Promise<LinkOutcome>,
): LinkActionPageProps['action'] {
  return token ? { label, busyLabel, run: () => send(token) } : null;
}

/**
 * A button's request and its answer, shared by the page's button and the language choice: busy
 * while it runs (a second press does nothing), its outcome after.
 */
export function useLinkOutcome() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  async function send(run: () => Promise<LinkOutcome>) {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    setOutcome(await run());
    setBusy(false);
  }
  return { busy, outcome, send };
}

export function LinkActionPage({
  heading,
  intro,
  action,
  initial,
  testId,
  alongside,
}: LinkActionPageProps) {
  const { busy, outcome, send } = useLinkOutcome();
  const notice = outcome?.notice ?? initial;
  const showButton = action !== null && initial === null && !outcome?.done;

  const press = () => (action ? send(action.run) : Promise.resolve());

  return (
    <section className={`section page-hero ${styles.page}`} data-testid={testId}>
      <div className="container center">
        <h1>{heading}</h1>
        {showButton && <p className="section__intro">{intro}</p>}
        {showButton && (
          <div className="btn-row btn-row--center">
            <button type="button" className="btn" disabled={busy} onClick={() => void press()}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {busy ? action.busyLabel : action.label}
            </button>
          </div>
        )}
        <div className={styles.notice}>
          <FormNotice notice={notice} testId={`${testId}-message`} />
        </div>
        {showButton && alongside}
      </div>
    </section>
  );
}
