/**
 * The application form of the jobs page (spec §3, §5, §8): the position is
 * prefilled as title plus company; the resume is optional (.pdf/.doc/.docx,
 * at most 5 MB, checked here too); captcha; idle → submitting → success
 * (fields, file and captcha cleared) or error; messages clear after 10 s.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { PUBLIC_API_PATHS, postMultipart } from '../../lib/publicApi';
import { CaptchaWidget, type CaptchaHandle } from '../forms/CaptchaWidget';
import { MESSAGE_TIMEOUT_MS } from '../forms/messages';
import { focusFirstInvalid, InputField, SelectField, TextAreaField } from '../formFields/Field';
import {
  EMPTY_JOB_APPLICATION,
  EXPERIENCE_OPTIONS,
  JOB_APPLICATION_MESSAGES as M,
  jobApplicationFormData,
  jobApplicationMessage,
  NOTICE_PERIOD_OPTIONS,
  validateJobApplication,
  type FieldErrors,
  type JobApplicationFields,
  type JobApplicationOutcome,
} from './jobApplication';
import { checkResume, RESUME_ACCEPT } from './resumeFile';
import styles from './Careers.module.css';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function JobApplicationForm({ position }: { position: string }) {
  const initial = { ...EMPTY_JOB_APPLICATION, jobPosition: position };
  const [fields, setFields] = useState<JobApplicationFields>(initial);
  const [resume, setResume] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Pick<JobApplicationOutcome, 'text' | 'kind'> | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const update =
    (name: keyof JobApplicationFields) =>
    (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setFields((f) => ({ ...f, [name]: e.target.value }));
      if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
    };

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    setResume(file);
    setErrors(({ resume: _old, ...rest }) => {
      const problem = checkResume(file);
      return problem ? { ...rest, resume: problem } : rest;
    });
  }

  function onCaptcha(payload: string) {
    setCaptcha(payload);
    if (payload) setErrors(({ captcha: _old, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setNotice(null);
    const found = validateJobApplication(fields, resume, captcha);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setNotice({ text: M.summary, kind: 'error' });
      setSubmitting(false);
      focusFirstInvalid(
        formRef.current,
        Object.keys(found).map((f) => `${id}-${f}`),
      );
      return;
    }
    setErrors({});
    let outcome: JobApplicationOutcome;
    try {
      outcome = jobApplicationMessage(
        await postMultipart(
          PUBLIC_API_PATHS.applications,
          jobApplicationFormData(fields, resume, captcha),
        ),
      );
    } catch {
      outcome = jobApplicationMessage('network-error');
    }
    if (outcome.reset) {
      setFields(initial);
      setResume(null);
      setFileKey((k) => k + 1);
    }
    // A captcha solution is single-use: a new one for every attempt.
    captchaRef.current?.reset();
    setErrors(outcome.fieldErrors);
    setNotice({ text: outcome.text, kind: outcome.kind });
    setSubmitting(false);
  }

  const f = (name: string) => `${id}-${name}`;
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label="Job application"
      data-testid="job-application-form"
    >
      <p className={styles.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={styles.row}>
        <InputField
          id={f('firstName')}
          label="First Name"
          required
          autoComplete="given-name"
          value={fields.firstName}
          onChange={update('firstName')}
          error={errors.firstName}
        />
        <InputField
          id={f('lastName')}
          label="Last Name"
          required
          autoComplete="family-name"
          value={fields.lastName}
          onChange={update('lastName')}
          error={errors.lastName}
        />
      </div>
      <div className={styles.row}>
        <InputField
          id={f('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={fields.email}
          onChange={update('email')}
          error={errors.email}
        />
        <InputField
          id={f('phoneNumber')}
          label="Phone Number"
          hint="10 digits"
          type="tel"
          inputMode="numeric"
          required
          autoComplete="tel-national"
          value={fields.phoneNumber}
          onChange={update('phoneNumber')}
          error={errors.phoneNumber}
        />
      </div>
      <InputField
        id={f('jobPosition')}
        label="Job Position"
        required
        value={fields.jobPosition}
        onChange={update('jobPosition')}
        error={errors.jobPosition}
      />
      <div className={styles.row}>
        <SelectField
          id={f('experience')}
          label="Experience"
          required
          placeholder="Select experience"
          options={asOptions(EXPERIENCE_OPTIONS)}
          value={fields.experience}
          onChange={update('experience')}
          error={errors.experience}
        />
        <SelectField
          id={f('noticePeriod')}
          label="Notice Period"
          required
          placeholder="Select notice period"
          options={asOptions(NOTICE_PERIOD_OPTIONS)}
          value={fields.noticePeriod}
          onChange={update('noticePeriod')}
          error={errors.noticePeriod}
        />
      </div>
      <InputField
        id={f('salaryExpectation')}
        label="Salary Expectation"
        hint="For example ₹6,00,000 per annum"
        required
        value={fields.salaryExpectation}
        onChange={update('salaryExpectation')}
        error={errors.salaryExpectation}
      />
      <TextAreaField
        id={f('reasonForLeaving')}
        label="Reason for Leaving Previous Job"
        required
        rows={4}
        value={fields.reasonForLeaving}
        onChange={update('reasonForLeaving')}
        error={errors.reasonForLeaving}
      />
      <InputField
        key={fileKey}
        id={f('resume')}
        label="Resume"
        hint=".pdf, .doc or .docx, up to 5 MB"
        type="file"
        accept={RESUME_ACCEPT}
        onChange={onFile}
        error={errors.resume}
      />
      <div className={styles.captcha} id={f('captcha')} tabIndex={-1} data-focus-target>
        <CaptchaWidget ref={captchaRef} onChange={onCaptcha} />
        {errors.captcha && (
          <p className={styles.fieldError} data-testid={`${f('captcha')}-error`}>
            {errors.captcha}
          </p>
        )}
      </div>
      <button type="submit" className="btn" disabled={submitting}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {submitting ? 'Submitting...' : 'Submit Application'}
      </button>
      <div role="status" aria-live="polite">
        {notice && (
          <p
            className={`alert ${notice.kind === 'success' ? 'alert--success' : 'alert--error'}`}
            data-testid="application-message"
          >
            {notice.text}
          </p>
        )}
      </div>
    </form>
  );
}
