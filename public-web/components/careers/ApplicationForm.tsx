/**
 * The application form of both careers pages, set up by a configuration (CareerApplicationForm,
 * JobApplicationForm): its fields in order, the rules, the endpoint and the texts of its own.
 * Shared: the required-fields note, the resume picker (.pdf/.doc/.docx, at most 5 MB), the
 * captcha, the submit button, the error message, which clears after 10 s, and the confirmation
 * that replaces the form after a successful submission.
 */
import { CaptchaWidget } from '../forms/CaptchaWidget';
import { FormNotice, SubmitButton } from '../forms/FormStatus';
import { FormConfirmation, type ConfirmationText } from '../forms/FormConfirmation';
import { PrivacyNotice } from '../forms/PrivacyNotice';
import { CV_CONSENT_LABEL } from '../../content/privacyNotice';
import { InputField } from '../formFields/Field';
import { FieldList, type FieldLayout, type FieldSpec } from '../formFields/FieldList';
import { RESUME_ACCEPT } from './resumeFile';
import type { Errors } from './applicationOutcome';
import { useApplicationForm, type ApplicationFormOptions } from './useApplicationForm';
import fieldStyles from '../formFields/Field.module.css';
import formStyles from '../forms/forms.module.css';
import styles from './Careers.module.css';

export interface ApplicationFormConfig<
  F extends Record<keyof F, string>,
  E extends Errors,
> extends ApplicationFormOptions<F, E> {
  testId: string;
  messageTestId: string;
  /** Shown read-only above the fields (the opening applied for), when given. */
  jobTitle?: string;
  layout: FieldLayout<keyof F & string>;
  resumeRequired: boolean;
}

/** First and last name, as both forms ask for them. */
export const NAME_ROW = [
  { name: 'firstName', label: 'First Name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', required: true, autoComplete: 'family-name' },
] as const satisfies readonly [FieldSpec<string>, FieldSpec<string>];

type Options = FieldSpec<string>['options'];

/** Experience and notice period, the two required selects of both forms, with the form's options. */
export function choicesRow(experience: Options, noticePeriod: Options) {
  return [
    {
      name: 'experience',
      label: 'Experience',
      control: 'select',
      required: true,
      placeholder: 'Select experience',
      options: experience,
    },
    {
      name: 'noticePeriod',
      label: 'Notice Period',
      control: 'select',
      required: true,
      placeholder: 'Select notice period',
      options: noticePeriod,
    },
  ] as const satisfies readonly [FieldSpec<string>, FieldSpec<string>];
}

/** The required salary field of both forms, under the form's name and label. */
export function salaryField<K extends string>(name: K, label: string): FieldSpec<K> {
  return { name, label, hint: 'For example ₹6,00,000 per annum', required: true };
}

/** The confirmation after an application: the success sentence, then what HR does and where it writes. */
function applicationConfirmation(
  email: string,
  position: string,
  message: string,
): ConfirmationText {
  const role = position.trim() ? ` for ${position.trim()}` : '';
  return {
    heading: 'Application sent',
    message,
    next: `We have received your application${role}. Our HR team reviews every application and will write to ${email} if your profile matches the role.`,
    again: 'Send another application',
  };
}

export function ApplicationForm<F extends Record<keyof F, string>, E extends Errors>({
  config,
}: {
  config: ApplicationFormConfig<F, E>;
}) {
  const form = useApplicationForm(config);
  const { errors, fieldId } = form;
  if (form.sent) {
    const sent = form.sent.fields as Partial<Record<string, string>>;
    return (
      <FormConfirmation
        text={applicationConfirmation(
          (sent.email ?? '').trim(),
          config.jobTitle ?? sent.jobPosition ?? '',
          form.sent.message,
        )}
        onAgain={form.again}
        testId={`${config.testId}-confirmation`}
        messageTestId={config.messageTestId}
      />
    );
  }
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={config.label}
      data-testid={config.testId}
    >
      <p className={styles.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      {config.jobTitle !== undefined && (
        <InputField
          id={fieldId('jobPosition')}
          label="Job Title"
          value={config.jobTitle}
          readOnly
          className={styles.readonly}
        />
      )}
      <FieldList
        layout={config.layout}
        values={form.fields}
        errors={errors}
        fieldId={fieldId}
        onChange={form.update}
        rowClassName={styles.row}
      />
      <InputField
        key={form.fileKey}
        id={fieldId('resume')}
        label="Resume"
        hint=".pdf, .doc or .docx, up to 5 MB"
        type="file"
        accept={RESUME_ACCEPT}
        required={config.resumeRequired || undefined}
        onChange={form.onFile}
        error={errors.resume}
      />
      <div className={formStyles.consent}>
        <input
          type="checkbox"
          id={fieldId('consent')}
          checked={form.consent}
          onChange={form.onConsent}
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={
            errors.consent ? `${fieldId('consent')}-error ${fieldId('notice')}` : fieldId('notice')
          }
        />
        <label htmlFor={fieldId('consent')}>
          {CV_CONSENT_LABEL}
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
      </div>
      {errors.consent && (
        <p
          className={styles.fieldError}
          id={`${fieldId('consent')}-error`}
          data-testid={`${fieldId('consent')}-error`}
        >
          {errors.consent}
        </p>
      )}
      <div className={styles.captcha} id={fieldId('captcha')} tabIndex={-1} data-focus-target>
        <CaptchaWidget ref={form.captchaRef} onChange={form.onCaptcha} />
        {errors.captcha && (
          <p className={styles.fieldError} data-testid={`${fieldId('captcha')}-error`}>
            {errors.captcha}
          </p>
        )}
      </div>
      <SubmitButton busy={form.submitting} label="Submit Application" busyLabel="Submitting..." />
      <FormNotice notice={form.notice} testId={config.messageTestId} />
      <PrivacyNotice form="application" id={fieldId('notice')} />
    </form>
  );
}
