/**
 * Contact form: client checks in order, ALTCHA captcha,
 * idle → sending ('Sending...', spinner, button disabled) → message in a
 * red alert that clears after 10 s, or, on success, a confirmation in place of
 * the form saying what happens next (FormConfirmation), with a button for
 * another message. Success clears fields and captcha; the captcha is also
 * reset after a failed send (single-use payload). Its words, and its captcha's, are the page's
 * language.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CaptchaWidget, type CaptchaHandle } from './CaptchaWidget';
import { contactMessage, validateContact } from './contactMessage';
import { FormNotice, SubmitButton } from './FormStatus';
import { FormConfirmation, useConfirmation, type ConfirmationText } from './FormConfirmation';
import { PrivacyNotice } from './PrivacyNotice';
import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import { MESSAGE_TIMEOUT_MS, type FormOutcome } from './messages';
import { EMAIL_FIELD, FieldList, type FieldLayout } from '../formFields/FieldList';
import type { ContactPageTexts } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import type { Locale } from '../../lib/locale';
import { submitForm } from '../../lib/submitForm';
import styles from './forms.module.css';

const EMPTY = { name: '', email: '', phone: '', message: '' };
type Fields = typeof EMPTY;

/** Every field is required, so no label carries the required mark; the phone's label says 10 digits. */
function contactFields(t: ContactPageTexts): FieldLayout<keyof Fields> {
  return [
    [
      { name: 'name', label: t.contactName, required: true, autoComplete: 'name' },
      { ...EMAIL_FIELD, label: t.contactEmail },
    ],
    {
      name: 'phone',
      label: t.contactPhone,
      type: 'tel',
      inputMode: 'numeric',
      required: true,
      autoComplete: 'tel-national',
    },
    { name: 'message', label: t.contactMessage, control: 'textarea', required: true },
  ];
}

/** The confirmation after a sent message: the spec's thanks, then when and where we answer. */
function contactConfirmation(
  email: string,
  message: string,
  t: ContactPageTexts,
): ConfirmationText {
  return {
    heading: t.contactConfirmHeading,
    message,
    next: fillSlots(t.contactConfirmNext, { email }),
    again: t.contactAgain,
  };
}

/** Its words are the page's language: the contact page passes its texts and language. */
export function ContactForm({ texts, language }: { texts: ContactPageTexts; language: Locale }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [captcha, setCaptcha] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Pick<FormOutcome, 'text' | 'kind'> | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { sent, confirm, again } = useConfirmation<{ email: string; message: string }>(formRef);
  const latest = useRef({ fields, captcha });
  latest.current = { fields, captcha };

  // Each new message stays 10 s.
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), MESSAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  // The ALTCHA checkbox is browser-required, so an unverified captcha stops
  // the submit before onSubmit runs. Replace the browser's bubble with the
  // form's own client checks, in their order (email, phone, then captcha).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    function onInvalid(event: Event) {
      if (!(event.target as Element).closest('altcha-widget')) return;
      event.preventDefault();
      // Another field is invalid too: the browser points at it first.
      const others = Array.from(form!.querySelectorAll(':invalid')).filter(
        (el) => el !== form && !el.closest('altcha-widget'),
      );
      if (others.length > 0) return;
      const { fields: f, captcha: c } = latest.current;
      const error = validateContact({ email: f.email, phone: f.phone, captcha: c }, texts);
      if (error) setNotice({ text: error, kind: 'error' });
    }
    form.addEventListener('invalid', onInvalid, true);
    return () => form.removeEventListener('invalid', onInvalid, true);
    // The form is drawn anew after a confirmation's "Send another message".
  }, [sent, texts]);

  const update =
    (name: keyof Fields) =>
    (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setFields((f) => ({ ...f, [name]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const clientError = validateContact(
      { email: fields.email, phone: fields.phone, captcha },
      texts,
    );
    if (clientError) {
      setNotice({ text: clientError, kind: 'error' });
      setSending(false);
      return;
    }
    const result = await submitForm(
      (client) =>
        client.POST('/api/contacts', {
          // The acknowledgement mail is written in the page's language.
          body: { ...fields, privacyNotice: PRIVACY_NOTICE_VERSION, language, captcha },
          parseAs: 'text',
        }),
      (answer) => contactMessage(answer, texts),
    );
    if (result.reset) setFields(EMPTY);
    captchaRef.current?.reset();
    setSending(false);
    if (result.reset) {
      setCaptcha('');
      setNotice(null);
      confirm({ email: fields.email.trim(), message: result.text });
      return;
    }
    setNotice({ text: result.text, kind: result.kind });
  }

  if (sent)
    return (
      <FormConfirmation
        text={contactConfirmation(sent.email, sent.message, texts)}
        onAgain={again}
        testId="contact-confirmation"
        messageTestId="contact-message"
      />
    );

  return (
    <form ref={formRef} className={styles.contact} onSubmit={onSubmit} data-testid="contact-form">
      <FieldList
        layout={contactFields(texts)}
        values={fields}
        fieldId={(name) => `contact-${name}`}
        onChange={update}
        rowClassName={styles.row}
        requiredMarks={false}
      />
      <div className={styles.captcha}>
        <CaptchaWidget ref={captchaRef} onChange={setCaptcha} texts={texts} language={language} />
      </div>
      <SubmitButton busy={sending} label={texts.contactSend} busyLabel={texts.contactSending} />
      <FormNotice notice={notice} testId="contact-message" />
      <PrivacyNotice form="contact" />
    </form>
  );
}
