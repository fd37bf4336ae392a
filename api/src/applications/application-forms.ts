import type { Type } from '@nestjs/common';
import type { ApplicationSource } from './application.entity';
import type { NewApplication } from './applications.service';
import {
  CareerFormApplicationBody,
  type CareerFormApplicationDto,
  CareerFormSubmitted,
  JobsFormApplicationBody,
  type JobsFormApplicationDto,
  JobsFormSubmitted,
} from './dto/submit-application.dto';

/** What each public application form posts, by the source its applications are stored under. */
export interface ApplicationFormBodies {
  jobs_page: JobsFormApplicationDto;
  careers_page: CareerFormApplicationDto;
}

export interface ApplicationForm {
  /** The route, under /api. */
  path: string;
  summary: string;
  /** The body of the 201 answer, for the document. */
  created: Type<unknown>;
  /** The multipart body, for the document (the fields plus the file part). */
  body: Type<unknown>;
  resumeRequired: boolean;
}

/** The two public application forms: where each posts, and whether it needs a resume. */
export const APPLICATION_FORMS: Record<ApplicationSource, ApplicationForm> = {
  jobs_page: {
    path: 'applications',
    summary: 'Apply from the jobs page (resume optional)',
    created: JobsFormSubmitted,
    body: JobsFormApplicationBody,
    resumeRequired: false,
  },
  careers_page: {
    path: 'careers/applications',
    summary: 'Apply from the career page /about-us/careers/{id} (resume required)',
    created: CareerFormSubmitted,
    body: CareerFormApplicationBody,
    resumeRequired: true,
  },
};

/** The application fields a form fills in (the source is the form's own). */
type FormFields = Omit<NewApplication, 'source'>;

/** The fields of form body `B` whose values can be stored as application field `F`. */
type NameFor<B, F extends keyof FormFields> = {
  [N in keyof B]-?: Exclude<B[N], undefined> extends FormFields[F] ? N : never;
}[keyof B];

/**
 * Each application field and the name each form sends it under, side by side: the two forms
 * spell their fields differently. null: the form has no such field; it is stored as null, as
 * is an optional field left out.
 */
const FIELD_NAMES: {
  [F in keyof FormFields]-?: {
    [S in ApplicationSource]: NameFor<ApplicationFormBodies[S], F> | null;
  };
} = {
  firstName: { jobs_page: 'first_name', careers_page: 'firstName' },
  lastName: { jobs_page: 'last_name', careers_page: 'lastName' },
  email: { jobs_page: 'email', careers_page: 'email' },
  phoneNumber: { jobs_page: 'phone_number', careers_page: 'phone' },
  jobPosition: { jobs_page: 'job_position', careers_page: 'job_position' },
  experience: { jobs_page: 'experience', careers_page: 'experience' },
  noticePeriod: { jobs_page: 'notice_period', careers_page: 'noticePeriod' },
  salaryExpectation: { jobs_page: 'salary_expectation', careers_page: 'salary' },
  reasonForLeavingPrevJob: {
    jobs_page: 'reason_for_leaving_prev_job',
    careers_page: 'reasonForLeaving',
  },
  linkedin: { jobs_page: null, careers_page: 'linkedin' },
  privacyNotice: { jobs_page: 'privacy_notice', careers_page: 'privacyNotice' },
};

/** The application a form's (validated) body describes. */
export function applicationFrom<S extends ApplicationSource>(
  source: S,
  body: ApplicationFormBodies[S],
): NewApplication {
  const fields = Object.fromEntries<unknown>(
    Object.entries(FIELD_NAMES).map(([field, names]) => {
      const name = names[source] as keyof ApplicationFormBodies[S] | null;
      return [field, name === null ? null : (body[name] ?? null)];
    }),
  ) as FormFields;
  return { ...fields, source };
}
