/**
 * The session registration modal: prefilled with the
 * chosen session's date, time and mode (the first session by default);
 * name, email, phone, message, optional organization and captcha;
 * 'Sending...' while pending; messages clear after 10 s and on close.
 * For the fallback session it only explains that registrations are
 * temporarily unavailable.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { postJson } from '../../lib/api';
import {
  PUBLIC_API_PATHS,
  sessionDateLabel,
  sessionModeLabel,
  type PublicSession,
} from '../../lib/publicApi';
import { CaptchaWidget, type CaptchaHandle } from '../forms/CaptchaWidget';
import { MESSAGE_TIMEOUT_MS, type FormOutcome } from '../forms/messages';
import { InputField, TextAreaField } from '../formFields/Field';
import { NavLink } from '../ui/NavLink';
import { Modal } from '../ui/Modal';
import {
  REGISTRATION_MESSAGES as M,
  registrationMessage,
  validateRegistration,
} from './registration';
import styles from './Sessions.module.css';

interface RegistrationModalProps {
  sessions: PublicSession[];
  /** True when `sessions` is the fallback shown after a load failure. */
  unavailable: boolean;
  onClose: () => void;
}

const EMPTY = { name: '', email: '', phone: '', message: '', organization: '' };
type Fields = typeof EMPTY;
type Notice = { text: string; kind: FormOutcome['kind'] | 'info' };

export function RegistrationModal({ sessions, unavailable, onClose }: RegistrationModalProps) {
  const [sessionIndex, setSessionIndex] = useState(0);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [captcha, setCaptcha] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const session = sessions[sessionIndex] ?? sessions[0];

  useEffect(() => {
    if (!notice || notice.kind === 'info') return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const update = (name: keyof Fields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
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
    let outcome: FormOutcome;
    try {
      const organization = fields.organization.trim();
      outcome = registrationMessage(
        await postJson(PUBLIC_API_PATHS.registrations, {
          name: fields.name.trim(),
          email: fields.email.trim(),
          phone: fields.phone.trim(),
          message: fields.message.trim(),
          date: session.date,
          time: session.time,
          mode: session.mode,
          // The API takes the session's numeric id (without it, it matches date, time and mode).
          ...(/^\d+$/.test(session.id) ? { sessionId: Number(session.id) } : {}),
          ...(organization ? { organization } : {}),
          captcha,
        }),
      );
    } catch {
      outcome = registrationMessage('network-error');
    }
    if (outcome.reset) setFields(EMPTY);
    captchaRef.current?.reset();
    setNotice({ text: outcome.text, kind: outcome.kind });
    setSending(false);
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
      ) : (
        <form
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
          </dl>
          <InputField
            id={f('name')}
            label="Name"
            required
            autoComplete="name"
            value={fields.name}
            onChange={update('name')}
          />
          <InputField
            id={f('email')}
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={fields.email}
            onChange={update('email')}
          />
          <InputField
            id={f('phone')}
            label="Phone"
            hint="10 digits"
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel-national"
            value={fields.phone}
            onChange={update('phone')}
          />
          <InputField
            id={f('organization')}
            label="Organization (optional)"
            autoComplete="organization"
            value={fields.organization}
            onChange={update('organization')}
          />
          <TextAreaField
            id={f('message')}
            label="Message"
            required
            rows={3}
            value={fields.message}
            onChange={update('message')}
          />
          <div className={styles.captcha}>
            <CaptchaWidget ref={captchaRef} onChange={setCaptcha} />
          </div>
          <button type="submit" className="btn" disabled={sending}>
            {sending && <span className="spinner" aria-hidden="true" />}
            {sending ? 'Sending...' : 'Register'}
          </button>
          <div role="status" aria-live="polite">
            {notice && (
              <p
                className={`alert ${notice.kind === 'success' ? 'alert--success' : notice.kind === 'info' ? styles.info : 'alert--error'}`}
                data-testid="registration-message"
              >
                {notice.text}
              </p>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}
