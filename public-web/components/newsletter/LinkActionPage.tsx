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

export function LinkActionPage({
  heading,
  intro,
  action,
  initial,
  testId,
  alongside,
}: LinkActionPageProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  const notice = outcome?.notice ?? initial;
  const showButton = action !== null && initial === null && !outcome?.done;

  async function press() {
    if (!action || busy) return;
    setBusy(true);
    setOutcome(null);
    setOutcome(await action.run());
    setBusy(false);
  }

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
