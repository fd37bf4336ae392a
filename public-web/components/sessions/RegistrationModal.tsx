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
import {
  REGISTRATION_MESSAGES as M,
  registrationMessage,
  validateRegistration,
} from './registration';
import styles from './Sessions.module.css';
import { domId } from '../../lib/domId';
import { submitForm } from '../../lib/submitForm';

interface RegistrationModalProps {
  sessions: SessionView[];
  /** The session chosen when it opens (its index in `sessions`). */
  initialIndex?: number;
  /** True when `sessions` is the fallback shown after a load failure. */
  unavailable: boolean;
  onClose: () => void;
}

const EMPTY = { name: '', email: '', phone: '', message: '', organization: '' };
type Fields = typeof EMPTY;

const FIELDS: FieldLayout<keyof Fields> = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  EMAIL_FIELD,
  phoneField('phone', 'Phone'),
  { name: 'organization', label: 'Organization (optional)', autoComplete: 'organization' },
  { name: 'message', label: 'Message', control: 'textarea', required: true, rows: 3 },
];

/** The confirmation after a registration: the spec's thanks, then what the mail to the person carries. */
function registrationConfirmation(
  session: Pick<SessionView, 'title' | 'date' | 'endDate' | 'time'>,
  email: string,
  message: string,
): ConfirmationText {
  const when = [sessionDateLabel(session.date, session.endDate), session.time.trim()]
    .filter(Boolean)
    .join(', ');
  return {
    heading: 'You are registered',
    message,
    next: `We are sending the details of ${session.title}${when ? ` (${when})` : ''} to ${email}. Nothing after a few minutes? Look in your spam folder.`,
    again: 'Register someone else',
  };
}

export function RegistrationModal({
  sessions,
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
    const clientError = validateRegistration({ ...fields, captcha });
    if (clientError) {
      setNotice({ text: clientError, kind: 'error' });
      return;
    }
    setSending(true);
    setNotice({ text: M.sending, kind: 'info' });
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
            captcha,
          },
          parseAs: 'text',
        }),
      registrationMessage,
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
    <Modal labelledBy={headingId} onClose={onClose} className={styles.modal}>
      <h2 id={headingId} className={styles.modalHeading}>
        Register for the Session
      </h2>
      {unavailable || !session ? (
        <div data-testid="registration-unavailable">
          <p className="alert alert--error" role="alert">
            {M.unavailable}
          </p>
          <p>
            You can also <NavLink href="/contact-us">contact us</NavLink> and we will let you know
            when the next session opens.
          </p>
        </div>
      ) : sent ? (
        <FormConfirmation
          text={registrationConfirmation(sent.session, sent.email, sent.message)}
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
              <label htmlFor={f('choice')}>Session</label>
              <select
                id={f('choice')}
                className="input"
                value={sessionIndex}
                onChange={(e) => setSessionIndex(Number(e.target.value))}
              >
                {sessions.map((s, i) => (
                  <option key={s.id || i} value={i}>
                    {s.title} – {sessionDateLabel(s.date, s.endDate)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <dl id={f('session')} className={styles.prefill} data-testid="registration-prefill">
            <div className={styles.prefillTitle}>
              <dt>Session</dt>
              <dd data-testid="prefill-title">{session.title}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd data-testid="prefill-date">{sessionDateLabel(session.date, session.endDate)}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd data-testid="prefill-time">{session.time}</dd>
            </div>
            <div>
              <dt>Mode</dt>
              <dd data-testid="prefill-mode">{sessionModeLabel(session.mode)}</dd>
            </div>
            {session.place && (
              <div>
                <dt>Place</dt>
                <dd data-testid="prefill-place">{session.place}</dd>
              </div>
            )}
          </dl>
          <FieldList layout={FIELDS} values={fields} fieldId={f} onChange={update} />
          <div className={styles.captcha}>
            <CaptchaWidget ref={captchaRef} onChange={setCaptcha} />
          </div>
          <SubmitButton busy={sending} label="Register" busyLabel="Sending..." />
          <FormNotice notice={notice} testId="registration-message" infoClassName={styles.info} />
          <PrivacyNotice form="registration" />
        </form>
      )}
    </Modal>
  );
}
