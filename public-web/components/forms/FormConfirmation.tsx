/**
 * What a public form becomes after a successful submission: a heading (focused, so a screen
 * reader announces it), the form's own success sentence, a sentence saying what happens next,
 * and a button to send another, which brings back the empty form with focus on its first field.
 * Any form can use it: useConfirmation holds the sent state, FormConfirmation draws it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import styles from './forms.module.css';

export interface ConfirmationText {
  heading: string;
  /** The form's success sentence (the spec's words). */
  message: string;
  /** What happens next, e.g. 'We will reply within two working days to you@example.com.' */
  next: string;
  /** The button that brings the form back, e.g. 'Send another message'. */
  again: string;
}

/**
 * The sent state of a form: `sent` holds what the confirmation names (e.g. the address), or
 * null while the form shows. `again()` shows the form again and focuses its first field.
 */
export function useConfirmation<T>(formRef: RefObject<HTMLFormElement | null>) {
  const [sent, setSent] = useState<T | null>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (sent !== null || !returning.current) return;
    returning.current = false;
    formRef.current
      ?.querySelector<HTMLElement>(
        'input:not([type=hidden]):not([readonly]):not([disabled]), textarea, select',
      )
      ?.focus();
  }, [sent, formRef]);

  return {
    sent,
    confirm: (value: T) => setSent(() => value),
    again: () => {
      returning.current = true;
      setSent(null);
    },
  };
}

export function FormConfirmation({
  text,
  onAgain,
  testId,
  messageTestId,
  headingLevel = 3,
  onDark = false,
}: {
  text: ConfirmationText;
  onAgain: () => void;
  testId: string;
  /** The test id the form's message had before, kept on the success sentence. */
  messageTestId?: string;
  headingLevel?: 2 | 3;
  /** In the footer: the footer's own colours. */
  onDark?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={`${styles.confirmation} ${onDark ? styles.confirmationOnDark : ''}`}
      data-testid={testId}
    >
      <Heading ref={heading} tabIndex={-1} className={styles.confirmationHeading}>
        {text.heading}
      </Heading>
      <p className={styles.confirmationMessage} data-testid={messageTestId}>
        {text.message}
      </p>
      <p>{text.next}</p>
      <button
        type="button"
        className={onDark ? 'btn btn--light' : 'btn btn--outline'}
        onClick={onAgain}
      >
        {text.again}
      </button>
    </div>
  );
}
