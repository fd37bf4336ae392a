/**
 * The state machine both application forms share: fields, resume, captcha and
 * per-field errors; idle → submitting → success (fields, file and captcha cleared, and `sent`
 * holds what was sent until "send another", see forms/FormConfirmation) or error;
 * the shared summary when the form is invalid, with focus on the first invalid field; the message
 * clears after 10 s. Each form keeps its own fields, rules and endpoint.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApiClient } from '@kavach/api-client';
import { domId } from '../../lib/domId';
import { submitForm, type TextRequest } from '../../lib/submitForm';
import type { CaptchaHandle } from '../forms/CaptchaWidget';
import { MESSAGE_TIMEOUT_MS, type SubmitResult } from '../forms/messages';
import type { Notice } from '../forms/FormStatus';
import { useConfirmation } from '../forms/FormConfirmation';
import { focusFirstInvalid } from '../formFields/Field';
import { withConsentCheck } from './applicant';
import { APPLICANT_MESSAGES, type ApplicantMessages } from './applicantMessages';
import type { ApplicationOutcome, Errors } from './applicationOutcome';
import { checkResume } from './resumeFile';

export interface ApplicationFormOptions<F extends Record<keyof F, string>, E extends Errors> {
  /** The form's accessible name, e.g. 'Job application'; its field ids derive from it. */
  label: string;
  initial: F;
  /** Every failing field in form order; empty = valid. */
  validate(fields: F, resume: File | null, captcha: string): E;
  /** The POST of the filled form, made with the client that submitForm loads. */
  post(client: ApiClient, fields: F, resume: File | null, captcha: string): ReturnType<TextRequest>;
  outcome(result: SubmitResult): ApplicationOutcome<E>;
  /** The words the form says itself, in the page's language (APPLICANT_MESSAGES's English by default). */
  messages?: Pick<ApplicantMessages, 'summary' | 'consent' | 'resumeType' | 'resumeSize'>;
}

export function useApplicationForm<F extends Record<keyof F, string>, E extends Errors>({
  initial,
  validate,
  post,
  outcome: toOutcome,
  label,
  messages = APPLICANT_MESSAGES,
}: ApplicationFormOptions<F, E>) {
  const [fields, setFields] = useState<F>(initial);
  const [resume, setResume] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [captcha, setCaptcha] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { sent, confirm, again } = useConfirmation<{ fields: F; message: string }>(formRef);
  const id = domId(label);
  /** The element id of a field (and of its error message, with `-error`). */
  const fieldId = (name: string) => `${id}-${name}`;

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const update =
    (name: keyof F & string) =>
    (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setFields((f) => ({ ...f, [name]: e.target.value }));
      if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
    };

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    setResume(file);
    setErrors(({ resume: _old, ...rest }) => {
      const problem = checkResume(file, messages);
      return problem ? { ...rest, resume: problem } : rest;
    });
  }

  function onConsent(e: ChangeEvent<HTMLInputElement>) {
    setConsent(e.target.checked);
    if (e.target.checked) setErrors(({ consent: _old, ...rest }) => rest);
  }

  function onCaptcha(payload: string) {
    setCaptcha(payload);
    if (payload) setErrors(({ captcha: _old, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Submitting starts and clears the previous message.
    setSubmitting(true);
    setNotice(null);
    const found = withConsentCheck(validate(fields, resume, captcha), consent, messages.consent);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setNotice({ text: messages.summary, kind: 'error' });
      setSubmitting(false);
      focusFirstInvalid(formRef.current, Object.keys(found).map(fieldId));
      return;
    }
    setErrors({});
    const result = await submitForm((client) => post(client, fields, resume, captcha), toOutcome);
    if (result.reset) {
      setFields(initial);
      setResume(null);
      setConsent(false);
      setFileKey((k) => k + 1);
    }
    // A captcha solution is single-use: a new one for every attempt.
    captchaRef.current?.reset();
    setErrors(result.fieldErrors);
    setSubmitting(false);
    if (result.reset) {
      setCaptcha('');
      confirm({ fields, message: result.text });
      return;
    }
    setNotice({ text: result.text, kind: result.kind });
  }

  return {
    sent,
    again,
    fields,
    errors,
    submitting,
    notice,
    fileKey,
    consent,
    captchaRef,
    formRef,
    fieldId,
    update,
    onFile,
    onConsent,
    onCaptcha,
    onSubmit,
  };
}
