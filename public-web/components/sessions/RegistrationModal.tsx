/**
 * The session registration modal: prefilled with the chosen session's full title, date, time,
 * mode and place (the card's session, or the first one from the button under the list);
 * name, email, phone, message, optional organization and captcha;
 * 'Sending...' while pending; messages clear after 10 s and on close. A successful registration
 * replaces the form with a confirmation naming the session and the address its details go to,
 * and "Register someone else" brings back the empty form for the same session.
 * For the fallback session it only explains that registrations are
 * temporarily unavailable.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SessionsPageTexts } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import type { Locale } from '../../lib/locale';
import { sessionDateLabel, sessionModeLabel, type SessionView } from '../../lib/publicApi';
import { CaptchaWidget, type CaptchaHandle } from '../forms/CaptchaWidget';
import { FormNotice, SubmitButton, type Notice } from '../forms/FormStatus';
import {
  FormConfirmation,
  useConfirmation,
  type ConfirmationText,
} from '../forms/FormConfirmation';
import { PrivacyNotice } from '../forms/PrivacyNotice';
import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import { MESSAGE_TIMEOUT_MS } from '../forms/messages';
import { EMAIL_FIELD, FieldList, phoneField, type FieldLayout } from '../formFields/FieldList';
import { NavLink } from '../ui/NavLink';
import { Modal } from '../ui/Modal';
import { registrationMessage, validateRegistration } from './registration';
import styles from './Sessions.module.css';
import { domId } from '../../lib/domId';
import { submitForm } from '../../lib/submitForm';

interface RegistrationModalProps {
  sessions: SessionView[];
  /** Its words: the page's (pageContext.pageTexts), and the page's language. */
  texts: SessionsPageTexts;
  language: Locale;
  /** The language of what staff wrote of a session, when it is not the page's. */
  staffLang?: Locale;
  /** The session chosen when it opens (its index in `sessions`). */
  initialIndex?: number;
  /** True when `sessions` is the fallback shown after a load failure. */
  unavailable: boolean;
  onClose: () => void;
}

const EMPTY = { name: '', email: '', phone: '', message: '', organization: '' };
type Fields = typeof EMPTY;

function registrationFields(t: SessionsPageTexts): FieldLayout<keyof Fields> {
  return [
    { name: 'name', label: t.registrationName, required: true, autoComplete: 'name' },
    { ...EMAIL_FIELD, label: t.registrationEmail },
    phoneField('phone', t.registrationPhone, t.registrationPhoneHint),
    { name: 'organization', label: t.registrationOrganization, autoComplete: 'organization' },
    {
      name: 'message',
      label: t.registrationMessage,
      control: 'textarea',
      required: true,
      rows: 3,
    },
  ];
}

/** The confirmation after a registration: the spec's thanks, then what the mail to the person carries. */
function registrationConfirmation(
  session: Pick<SessionView, 'title' | 'date' | 'endDate' | 'time'>,
  email: string,
  message: string,
  t: SessionsPageTexts,
  language: Locale,
): ConfirmationText {
  const when = [sessionDateLabel(session.date, session.endDate, language), session.time.trim()]
    .filter(Boolean)
    .join(', ');
  return {
    heading: t.registrationConfirmHeading,
    message,
    next: fillSlots(t.registrationConfirmNext, {
      session: `${session.title}${when ? ` (${when})` : ''}`,
      email,
    }),
    again: t.registrationAgain,
  };
}

/** A sentence with a link in its `{contactLink}` slot, wherever the language puts it. */
function withContactLink(sentence: string, linkText: string) {
  const [before, after = ''] = sentence.split('{contactLink}');
  return (
    <>
      {before}
      <NavLink href="/contact-us">{linkText}</NavLink>
      {after}
    </>
  );
}

export function RegistrationModal({
  sessions,
  texts: t,
  language,
  staffLang,
  initialIndex = 0,
  unavailable,
  onClose,
}: RegistrationModalProps) {
  const [sessionIndex, setSessionIndex] = useState(
    initialIndex >= 0 && initialIndex < sessions.length ? initialIndex : 0,
  );
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [captcha, setCaptcha] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { sent, confirm, again } = useConfirmation<{
    session: SessionView;
    email: string;
    message: string;
  }>(formRef);
  const id = domId('registration');
  const f = (name: string) => `${id}-${name}`;
  const session = sessions[sessionIndex] ?? sessions[0];

  useEffect(() => {
    if (!notice || notice.kind === 'info') return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const update =
    (name: keyof Fields) =>
    (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setFields((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !session) return;
    const clientError = validateRegistration({ ...fields, captcha }, t);
    if (clientError) {
      setNotice({ text: clientError, kind: 'error' });
      return;
    }
    setSending(true);
    setNotice({ text: t.registrationSending, kind: 'info' });
    const organization = fields.organization.trim();
    const outcome = await submitForm(
      (client) =>
        client.POST('/api/registrations', {
          body: {
            name: fields.name.trim(),
            email: fields.email.trim(),
            phone: fields.phone.trim(),
            message: fields.message.trim(),
            date: session.date,
            time: session.time,
            mode: session.mode,
            sessionId: session.id,
            ...(organization ? { organization } : {}),
            privacyNotice: PRIVACY_NOTICE_VERSION,
            // The confirmation mail is written in the page's language.
            language,
            captcha,
          },
          parseAs: 'text',
        }),
      (answer) => registrationMessage(answer, t),
    );
    captchaRef.current?.reset();
    setSending(false);
    if (outcome.reset) {
      setFields(EMPTY);
      setCaptcha('');
      setNotice(null);
      confirm({ session, email: fields.email.trim(), message: outcome.text });
      return;
    }
    setNotice({ text: outcome.text, kind: outcome.kind });
  }

  const headingId = f('heading');
  return (
    // Closing unmounts the modal, which clears its message.
    <Modal
      labelledBy={headingId}
      onClose={onClose}
      className={styles.modal}
      closeLabel={t.dialogClose}
    >
      <h2 id={headingId} className={styles.modalHeading}>
        {t.sessionsRegister}
      </h2>
      {unavailable || !session ? (
        <div data-testid="registration-unavailable">
          <p className="alert alert--error" role="alert">
            {t.registrationUnavailable}
          </p>
          <p>{withContactLink(t.registrationUnavailableNext, t.registrationContactLink)}</p>
        </div>
      ) : sent ? (
        <FormConfirmation
          text={registrationConfirmation(sent.session, sent.email, sent.message, t, language)}
          onAgain={again}
          testId="registration-confirmation"
          messageTestId="registration-message"
        />
      ) : (
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-describedby={f('session')}
          data-testid="registration-form"
        >
          {sessions.length > 1 && (
            <div className="field">
              <label htmlFor={f('choice')}>{t.sessionChoice}</label>
              <select
                id={f('choice')}
                className="input"
                value={sessionIndex}
                onChange={(e) => setSessionIndex(Number(e.target.value))}
              >
                {sessions.map((s, i) => (
                  <option key={s.id || i} value={i}>
                    {s.title} – {sessionDateLabel(s.date, s.endDate, language)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <dl id={f('session')} className={styles.prefill} data-testid="registration-prefill">
            <div className={styles.prefillTitle}>
              <dt>{t.sessionChoice}</dt>
              <dd data-testid="prefill-title" lang={staffLang}>
                {session.title}
              </dd>
            </div>
            <div>
              <dt>{t.sessionDate}</dt>
              <dd data-testid="prefill-date">
                {sessionDateLabel(session.date, session.endDate, language)}
              </dd>
            </div>
            <div>
              <dt>{t.sessionTime}</dt>
              <dd data-testid="prefill-time" lang={staffLang}>
                {session.time}
              </dd>
            </div>
            <div>
              <dt>{t.sessionMode}</dt>
              <dd data-testid="prefill-mode">{sessionModeLabel(session.mode, t)}</dd>
            </div>
            {session.place && (
              <div>
                <dt>{t.sessionPlace}</dt>
                <dd data-testid="prefill-place" lang={staffLang}>
                  {session.place}
                </dd>
              </div>
            )}
          </dl>
          <FieldList layout={registrationFields(t)} values={fields} fieldId={f} onChange={update} />
          <div className={styles.captcha}>
            <CaptchaWidget ref={captchaRef} onChange={setCaptcha} texts={t} language={language} />
          </div>
          <SubmitButton
            busy={sending}
            label={t.sessionRegister}
            busyLabel={t.registrationSending}
          />
          <FormNotice notice={notice} testId="registration-message" infoClassName={styles.info} />
          <PrivacyNotice form="registration" />
        </form>
      )}
    </Modal>
  );
}
