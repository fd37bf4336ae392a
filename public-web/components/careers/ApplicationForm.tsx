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
import type { CareersPageTexts } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';
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
  /** The form's accessible name in the page's language (`label`, English, makes its ids). */
  name: string;
  /** Its words: the page's (pageContext.pageTexts), and the page's language. */
  texts: CareersPageTexts;
  language: Locale;
  /** Shown read-only above the fields (the opening applied for, as staff wrote it), when given. */
  jobTitle?: string;
  layout: FieldLayout<keyof F & string>;
  resumeRequired: boolean;
}

/** First and last name, as both forms ask for them. */
export function nameRow(t: CareersPageTexts) {
  return [
    { name: 'firstName', label: t.careersFirstName, required: true, autoComplete: 'given-name' },
    { name: 'lastName', label: t.careersLastName, required: true, autoComplete: 'family-name' },
  ] as const satisfies readonly [FieldSpec<string>, FieldSpec<string>];
}

type Options = FieldSpec<string>['options'];

/** Experience and notice period, the two required selects of both forms, with the form's options. */
export function choicesRow(experience: Options, noticePeriod: Options, t: CareersPageTexts) {
  return [
    {
      name: 'experience',
      label: t.careersExperience,
      control: 'select',
      required: true,
      placeholder: t.careersSelectExperience,
      options: experience,
    },
    {
      name: 'noticePeriod',
      label: t.careersNoticePeriod,
      control: 'select',
      required: true,
      placeholder: t.careersSelectNotice,
      options: noticePeriod,
    },
  ] as const satisfies readonly [FieldSpec<string>, FieldSpec<string>];
}

/** The required salary field of both forms, under the form's name and label. */
export function salaryField<K extends string>(
  name: K,
  label: string,
  t: CareersPageTexts,
): FieldSpec<K> {
  return { name, label, hint: t.careersSalaryHint, required: true };
}

/** The confirmation after an application: the success sentence, then what HR does and where it writes. */
function applicationConfirmation(
  email: string,
  position: string,
  message: string,
  t: CareersPageTexts,
): ConfirmationText {
  return {
    heading: t.careersConfirmHeading,
    message,
    next: position.trim()
      ? fillSlots(t.careersConfirmNextFor, { position: position.trim(), email })
      : fillSlots(t.careersConfirmNext, { email }),
    again: t.careersAgain,
  };
}

/** "Fields marked * are required.", the mark wherever the language puts it. */
function requiredNote(t: CareersPageTexts) {
  const [before, after = ''] = t.careersRequiredNote.split('{mark}');
  return (
    <>
      {before}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{t.careersAsterisk}</span>
      {after}
    </>
  );
}

export function ApplicationForm<F extends Record<keyof F, string>, E extends Errors>({
  config,
}: {
  config: ApplicationFormConfig<F, E>;
}) {
  const form = useApplicationForm(config);
  const { errors, fieldId } = form;
  const t = config.texts;
  // What staff wrote (the opening's title) and the legal texts are English: marked so on a page
  // in another language.
  const english = config.language === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE;
  if (form.sent) {
    const sent = form.sent.fields as Partial<Record<string, string>>;
    return (
      <FormConfirmation
        text={applicationConfirmation(
          (sent.email ?? '').trim(),
          config.jobTitle ?? sent.jobPosition ?? '',
          form.sent.message,
          t,
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
      aria-label={config.name}
      data-testid={config.testId}
    >
      <p className={styles.requiredNote}>{requiredNote(t)}</p>
      {config.jobTitle !== undefined && (
        <InputField
          id={fieldId('jobPosition')}
          label={t.careersJobTitle}
          value={config.jobTitle}
          lang={english}
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
        label={t.careersResume}
        hint={t.careersResumeHint}
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
        <label htmlFor={fieldId('consent')} lang={english}>
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
        <CaptchaWidget
          ref={form.captchaRef}
          onChange={form.onCaptcha}
          texts={t}
          language={config.language}
        />
        {errors.captcha && (
          <p className={styles.fieldError} data-testid={`${fieldId('captcha')}-error`}>
            {errors.captcha}
          </p>
        )}
      </div>
      <SubmitButton
        busy={form.submitting}
        label={t.careersSubmit}
        busyLabel={t.careersSubmitting}
      />
      <FormNotice notice={form.notice} testId={config.messageTestId} />
      <PrivacyNotice form="application" id={fieldId('notice')} />
    </form>
  );
}
