/**
 * The simple career form of /about-us/careers/{id}: read-only job title sent
 * as job_position; all fields required except LinkedIn and the reason; resume
 * required (.pdf/.doc/.docx, at most 5 MB); captcha. Success and failure
 * messages clear after 10 s.
 */
import { PUBLIC_API_PATHS, postMultipart } from '../../lib/publicApi';
import { CaptchaWidget } from '../forms/CaptchaWidget';
import { InputField, SelectField, TextAreaField } from '../formFields/Field';
import {
  CAREER_EXPERIENCE,
  CAREER_MESSAGES as M,
  CAREER_NOTICE_PERIOD,
  careerApplicationMessage,
  careerFormData,
  EMPTY_CAREER_FIELDS,
  validateCareerApplication,
} from './careerApplication';
import { RESUME_ACCEPT } from './resumeFile';
import { useApplicationForm } from './useApplicationForm';
import styles from './Careers.module.css';

export function CareerApplicationForm({ jobTitle }: { jobTitle: string }) {
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
    initial: EMPTY_CAREER_FIELDS,
    validate: validateCareerApplication,
    summary: M.summary,
    send: (fields, resume, captcha) =>
      postMultipart(
        PUBLIC_API_PATHS.careerApplications,
        careerFormData(fields, jobTitle, resume, captcha),
      ),
    outcome: careerApplicationMessage,
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label="Career application"
      data-testid="career-form"
    >
      <p className={styles.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <InputField
        id={f('jobPosition')}
        label="Job Title"
        value={jobTitle}
        readOnly
        className={styles.readonly}
      />
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
          id={f('phone')}
          label="Phone"
          hint="10 digits"
          type="tel"
          inputMode="numeric"
          required
          autoComplete="tel-national"
          value={fields.phone}
          onChange={update('phone')}
          error={errors.phone}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          id={f('experience')}
          label="Experience"
          required
          placeholder="Select experience"
          options={CAREER_EXPERIENCE}
          value={fields.experience}
          onChange={update('experience')}
          error={errors.experience}
        />
        <SelectField
          id={f('noticePeriod')}
          label="Notice Period"
          required
          placeholder="Select notice period"
          options={CAREER_NOTICE_PERIOD}
          value={fields.noticePeriod}
          onChange={update('noticePeriod')}
          error={errors.noticePeriod}
        />
      </div>
      <InputField
        id={f('salary')}
        label="Expected Salary"
        hint="For example ₹6,00,000 per annum"
        required
        value={fields.salary}
        onChange={update('salary')}
        error={errors.salary}
      />
      <InputField
        id={f('linkedin')}
        label="LinkedIn Profile (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={fields.linkedin}
        onChange={update('linkedin')}
        error={errors.linkedin}
      />
      <TextAreaField
        id={f('reasonForLeaving')}
        label="Reason for Leaving (optional)"
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
        required
        onChange={onFile}
        error={errors.resume}
      />
      <div className={styles.captcha} id={f('captcha')} tabIndex={-1} data-focus-target>
        <CaptchaWidget ref={captchaRef} onChange={onCaptcha} />
        {errors.captcha && <p className={styles.fieldError}>{errors.captcha}</p>}
      </div>
      <button type="submit" className="btn" disabled={submitting}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {submitting ? 'Submitting...' : 'Submit Application'}
      </button>
      <div role="status" aria-live="polite">
        {notice && (
          <p
            className={`alert ${notice.kind === 'success' ? 'alert--success' : 'alert--error'}`}
            data-testid="career-message"
          >
            {notice.text}
          </p>
        )}
      </div>
    </form>
  );
}
