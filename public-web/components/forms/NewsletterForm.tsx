/**
 * Footer newsletter form. idle → submitting (spinner,
 * 'Subscribing...', input and button disabled) → idle with a message below
 * (gone after 10 s), or, on success, a confirmation in place of the form
 * saying what happens next, with a button for another address. Its words are the page's
 * language (the footer passes its texts).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Chrome } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import { SubmitButton } from './FormStatus';
import { FormConfirmation, useConfirmation, type ConfirmationText } from './FormConfirmation';
import { PrivacyNotice } from './PrivacyNotice';
import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';
import { MESSAGE_TIMEOUT_MS, type FormOutcome } from './messages';
import type { NewsletterTexts } from './newsletterMessage';
import { validateNewsletterEmail } from './newsletterCheck';
import { submitForm } from '../../lib/submitForm';
import styles from './forms.module.css';
import { domId } from '../../lib/domId';

/**
 * What the form says to each answer (newsletterMessage.ts, with the reading of the API's bodies)
 * is fetched when the visitor starts on the form or sends it: most visits never do, and the
 * footer of every page stays light.
 */
const loadMessages = () => import('./newsletterMessage');

/**
 * The confirmation after a sign-up. The answer is the same whether or not the address is already
 * on the list (no membership oracle), so the next step is said for a new address.
 */
function newsletterConfirmation(
  email: string,
  message: string,
  t: NewsletterFormTexts,
): ConfirmationText {
  return {
    heading: t.newsletterConfirmHeading,
    message,
    next: fillSlots(t.newsletterConfirmNext, { email }),
    again: t.newsletterAgain,
  };
}

export type NewsletterFormTexts = NewsletterTexts &
  Pick<
    Chrome,
    | 'newsletterLabel'
    | 'newsletterPlaceholder'
    | 'newsletterButton'
    | 'newsletterBusy'
    | 'newsletterConfirmHeading'
    | 'newsletterConfirmNext'
    | 'newsletterAgain'
  >;

/** Its words are the page's language, and so are the mails that answer it (`language`). */
export function NewsletterForm({
  texts,
  language = DEFAULT_LOCALE,
}: {
  texts: NewsletterFormTexts;
  language?: Locale;
}) {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Pick<FormOutcome, 'text' | 'kind'> | null>(null);
  const inputId = domId('newsletter', 'email');
  const messageId = domId('newsletter', 'message');
  const formRef = useRef<HTMLFormElement>(null);
  const { sent, confirm, again } = useConfirmation<{ email: string; message: string }>(formRef);

  // Each new message stays 10 s, like the other public forms' messages.
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), MESSAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const clientError = validateNewsletterEmail(email, texts);
    if (clientError) {
      setOutcome({ text: clientError, kind: 'error' });
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    const result: FormOutcome = await loadMessages().then(
      ({ newsletterMessage }) =>
        submitForm(
          (client) =>
            client.POST('/api/subscriptions', {
              body: { email: email.trim(), privacyNotice: PRIVACY_NOTICE_VERSION, language },
              parseAs: 'text',
            }),
          (answer) => newsletterMessage(answer, texts),
        ),
      // The form's own script could not be fetched: the connection dropped, as for the API.
      () => ({ text: texts.newsletterNetwork, kind: 'error', reset: false }),
    );
    setSubmitting(false);
    if (result.reset) {
      setEmail('');
      confirm({ email: email.trim(), message: result.text });
      return;
    }
    setOutcome(result);
  }

  if (sent)
    return (
      <FormConfirmation
        text={newsletterConfirmation(sent.email, sent.message, texts)}
        onAgain={again}
        testId="newsletter-confirmation"
        messageTestId="newsletter-message"
        onDark
      />
    );

  return (
    <form
      ref={formRef}
      className={styles.newsletter}
      onSubmit={onSubmit}
      aria-describedby={messageId}
      data-testid="newsletter-form"
    >
      <label htmlFor={inputId} className="visually-hidden">
        {texts.newsletterLabel}
      </label>
      <div className={styles.inline}>
        <input
          id={inputId}
          className="input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={texts.newsletterPlaceholder}
          value={email}
          disabled={submitting}
          onFocus={() => void loadMessages().catch(() => {})}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton
          busy={submitting}
          label={texts.newsletterButton}
          busyLabel={texts.newsletterBusy}
        />
      </div>
      <p id={messageId} className={styles.status} role="status" aria-live="polite">
        {outcome && (
          <span className={outcome.kind === 'success' ? styles.ok : styles.bad}>
            {outcome.text}
          </span>
        )}
      </p>
      <PrivacyNotice form="newsletter" />
    </form>
  );
}
