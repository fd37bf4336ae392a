/**
 * The application form of the jobs page: the position is prefilled as
 * title plus company; the resume is optional (.pdf/.doc/.docx,
 * at most 5 MB, checked here too); captcha; idle → submitting → success
 * (fields, file and captcha cleared) or error; messages clear after 10 s.
 */
import { PUBLIC_API_PATHS, postMultipart } from '../../lib/publicApi';
import { CaptchaWidget } from '../forms/CaptchaWidget';
import { InputField, SelectField, TextAreaField } from '../formFields/Field';
import {
  EMPTY_JOB_APPLICATION,
  EXPERIENCE_OPTIONS,
  JOB_APPLICATION_MESSAGES as M,
  jobApplicationFormData,
  jobApplicationMessage,
  NOTICE_PERIOD_OPTIONS,
  validateJobApplication,
} from './jobApplication';
import { RESUME_ACCEPT } from './resumeFile';
import { useApplicationForm } from './useApplicationForm';
import styles from './Careers.module.css';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function JobApplicationForm({ position }: { position: string }) {
  const {
    fields,
    errors,
    submitting,
    notice,
    fileKey,
    captchaRef,
    formRef,
    fieldId: f,
    update,
    onFile,
    onCaptcha,
    onSubmit,
  } = useApplicationForm({
    initial: { ...EMPTY_JOB_APPLICATION, jobPosition: position },
    validate: validateJobApplication,
    summary: M.summary,
    send: (fields, resume, captcha) =>
      postMultipart(PUBLIC_API_PATHS.applications, jobApplicationFormData(fields, resume, captcha)),
    outcome: jobApplicationMessage,
  });
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
