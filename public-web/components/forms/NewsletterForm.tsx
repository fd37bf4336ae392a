/**
 * Footer newsletter form. idle → submitting (spinner,
 * 'Subscribing...', input and button disabled) → idle with a message below
 * (gone after 10 s); the input is cleared on success.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { FOOTER_NEWSLETTER } from '../../content/site';
import { SubmitButton } from './FormStatus';
import { PrivacyNotice } from './PrivacyNotice';
import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import { MESSAGE_TIMEOUT_MS, type FormOutcome } from './messages';
import { newsletterMessage, validateNewsletterEmail } from './newsletterMessage';
import { submitForm } from '../../lib/submitForm';
import styles from './forms.module.css';
import { domId } from '../../lib/domId';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Pick<FormOutcome, 'text' | 'kind'> | null>(null);
  const inputId = domId('newsletter', 'email');
  const messageId = domId('newsletter', 'message');

  // Each new message stays 10 s, like the other public forms' messages.
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), MESSAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const clientError = validateNewsletterEmail(email);
    if (clientError) {
      setOutcome({ text: clientError, kind: 'error' });
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    const result = await submitForm(
      (client) =>
        client.POST('/api/subscriptions', {
          body: { email: email.trim(), privacyNotice: PRIVACY_NOTICE_VERSION },
          parseAs: 'text',
        }),
      newsletterMessage,
    );
    if (result.reset) setEmail('');
    setOutcome(result);
    setSubmitting(false);
  }

  return (
    <form
      className={styles.newsletter}
      onSubmit={onSubmit}
      aria-describedby={messageId}
      data-testid="newsletter-form"
    >
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className={styles.inline}>
        <input
          id={inputId}
          className="input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={FOOTER_NEWSLETTER.placeholder}
          value={email}
          disabled={submitting}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton
          busy={submitting}
          label={FOOTER_NEWSLETTER.button}
          busyLabel={FOOTER_NEWSLETTER.busyButton}
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
