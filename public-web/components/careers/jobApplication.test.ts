import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import { describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS } from '../forms/messages';
import {
  EMPTY_JOB_APPLICATION,
  JOB_APPLICATION_MESSAGES as J,
  jobApplicationFormData,
  jobApplicationMessage,
  validateJobApplication,
} from './jobApplication';
import { checkResume, RESUME_MAX_BYTES, RESUME_MESSAGES } from './resumeFile';
import { showCaptchaOf } from '@kavach/api-client/captcha-words';

const r = (status: number, body: unknown = null) => ({ status, body });
const pdf = { name: 'cv.pdf', size: 1000 };

const job = {
  ...EMPTY_JOB_APPLICATION,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  jobPosition: 'App Developer - Kavach Genomics',
  experience: '2 years',
  noticePeriod: '1 Month',
  salaryExpectation: '8 LPA',
  reasonForLeaving: 'Growth',
};

describe('validateJobApplication: required-field messages, in form order', () => {
  it('all valid (resume optional)', () => {
    expect(validateJobApplication(job, null, 'payload')).toEqual({});
    expect(validateJobApplication(job, pdf, 'payload')).toEqual({});
  });

  it('an empty form lists every message in field order', () => {
    const errors = validateJobApplication(EMPTY_JOB_APPLICATION, null, '');
    expect(Object.entries(errors)).toEqual([
      ['firstName', J.firstName],
      ['lastName', J.lastName],
      ['email', J.emailRequired],
      ['phoneNumber', J.phone],
      ['jobPosition', J.jobPosition],
      ['experience', J.experience],
      ['noticePeriod', J.noticePeriod],
      ['salaryExpectation', J.salary],
      ['reasonForLeaving', J.reason],
      ['captcha', J.captcha],
    ]);
  });

  it('the captcha’s message names the box shown: the spec’s words with reCAPTCHA', () => {
    try {
      showCaptchaOf('recaptcha');
      expect(J.captcha).toBe('Please complete the reCAPTCHA.');
      showCaptchaOf('altcha');
      expect(J.captcha).toBe("Please tick “I'm not a robot” and wait until it says Verified.");
    } finally {
      showCaptchaOf('altcha');
    }
  });

  it('the exact message texts', () => {
    expect(J.firstName).toBe('First Name is required.');
    expect(J.lastName).toBe('Last Name is required.');
    expect(J.experience).toBe('Experience is required.');
    expect(J.noticePeriod).toBe('Notice Period is required.');
    expect(J.salary).toBe('Salary Expectation is required.');
    expect(J.reason).toBe('Reason for Leaving is required.');
    expect(J.jobPosition).toBe('Job Position is required.');
    expect(J.emailRequired).toBe('Email is required.');
    expect(J.emailInvalid).toBe('Email is invalid.');
    expect(J.phone).toBe('Phone Number must be 10 digits.');
    expect(J.summary).toBe('Please fix the errors in the form.');
  });

  it.each([
    ['whitespace-only first name', { ...job, firstName: '  ' }, { firstName: J.firstName }],
    ['invalid email', { ...job, email: 'asha@' }, { email: J.emailInvalid }],
    ['email with a space', { ...job, email: 'a sha@example.in' }, { email: J.emailInvalid }],
    ['phone 9 digits', { ...job, phoneNumber: '987654321' }, { phoneNumber: J.phone }],
    ['phone with +91', { ...job, phoneNumber: '+919876543210' }, { phoneNumber: J.phone }],
  ])('%s', (_name, fields, expected) => {
    expect(validateJobApplication(fields, null, 'payload')).toEqual(expected);
  });

  it('resume type and size are checked in the browser', () => {
    expect(validateJobApplication(job, { name: 'cv.exe', size: 10 }, 'p')).toEqual({
      resume: RESUME_MESSAGES.type,
    });
    expect(
      validateJobApplication(job, { name: 'cv.docx', size: RESUME_MAX_BYTES + 1 }, 'p'),
    ).toEqual({ resume: RESUME_MESSAGES.size });
  });
});

describe('checkResume', () => {
  it.each([
    [{ name: 'cv.pdf', size: 1 }, null],
    [{ name: 'CV.PDF', size: 1 }, null],
    [{ name: 'cv.doc', size: 1 }, null],
    [{ name: 'cv.docx', size: RESUME_MAX_BYTES }, null],
    [{ name: 'cv.docx', size: RESUME_MAX_BYTES + 1 }, RESUME_MESSAGES.size],
    [{ name: 'cv.pdf.exe', size: 1 }, RESUME_MESSAGES.type],
    [{ name: 'cv.txt', size: 1 }, RESUME_MESSAGES.type],
    [{ name: 'cv', size: 1 }, RESUME_MESSAGES.type],
    [{ name: 'cv.pdf', size: 0 }, RESUME_MESSAGES.type],
  ])('%j → %s', (file, expected) => expect(checkResume(file)).toBe(expected));
});

describe('jobApplicationFormData: the API field names', () => {
  it("sends every field, the resume, the page's language and the captcha", () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const body = jobApplicationFormData(job, file, 'payload', 'mr');
    expect([...body.keys()]).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'job_position',
      'experience',
      'notice_period',
      'salary_expectation',
      'reason_for_leaving_prev_job',
      'resume',
      'cv_consent',
      'privacy_notice',
      'language',
      'captcha',
    ]);
    expect(body.get('language')).toBe('mr');
    expect(body.get('cv_consent')).toBe('true');
    expect(body.get('privacy_notice')).toBe(PRIVACY_NOTICE_VERSION);
    expect(body.get('job_position')).toBe('App Developer - Kavach Genomics');
    expect((body.get('resume') as File).name).toBe('cv.pdf');
  });
  it('leaves the resume out when none is chosen', () => {
    expect(jobApplicationFormData(job, null, 'p', 'en').has('resume')).toBe(false);
  });
});

describe('jobApplicationMessage: every API answer of the jobs form, 429 and 503 included', () => {
  it.each([
    [
      '201 success',
      r(201, { status: 'success', message: 'Application submitted successfully!' }),
      J.success,
      'success',
      true,
    ],
    ['any 2xx is success', r(200, 'ok'), J.success, 'success', true],
    [
      '400 shows the server message',
      r(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Email is invalid.',
      }),
      'Email is invalid.',
      'error',
      false,
    ],
    [
      '400 bare phrase → fallback',
      r(400, { statusCode: 400, error: 'Bad Request', message: 'Bad Request' }),
      J.failed,
      'error',
      false,
    ],
    ['400 without body → fallback', r(400), J.failed, 'error', false],
    [
      '413 file too large shows the server message',
      r(413, {
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Resume must be 5 MB or smaller.',
      }),
      'Resume must be 5 MB or smaller.',
      'error',
      false,
    ],
    [
      '413 bare phrase → fallback',
      r(413, { message: 'Payload Too Large' }),
      J.failed,
      'error',
      false,
    ],
    [
      '500 never shows internals',
      r(500, { message: 'QueryFailedError: relation missing' }),
      J.failed,
      'error',
      false,
    ],
    [
      '429 (rate limited)',
      r(429, { message: 'ThrottlerException' }),
      TOO_MANY_ATTEMPTS,
      'error',
      false,
    ],
    ['503 (API unavailable)', r(503), SERVICE_UNAVAILABLE, 'error', false],
    ['network failure', 'network-error' as const, J.network, 'error', false],
  ])('%s', (_name, result, text, kind, reset) => {
    expect(jobApplicationMessage(result)).toMatchObject({ text, kind, reset });
  });

  it('maps the per-field details of a 400 to the form fields', () => {
    const result = jobApplicationMessage(
      r(400, {
        message: 'Phone Number must be 10 digits.',
        details: {
          phone_number: 'Phone Number must be 10 digits.',
          captcha: 'Please complete the reCAPTCHA.',
          unknown: 'x',
        },
      }),
    );
    expect(result.fieldErrors).toEqual({
      phoneNumber: 'Phone Number must be 10 digits.',
      captcha: 'Please complete the reCAPTCHA.',
    });
  });

  it('shows the consent and notice refusals beside the consent box, the first one kept', () => {
    const details = { cv_consent: 'Consent needed.', privacy_notice: 'Unknown notice.' };
    expect(jobApplicationMessage(r(400, { details })).fieldErrors).toEqual({
      consent: 'Consent needed.',
    });
  });
});
