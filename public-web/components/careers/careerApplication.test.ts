import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import { describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS } from '../forms/messages';
import {
  CAREER_MESSAGES as C,
  careerApplicationMessage,
  careerFormData,
  EMPTY_CAREER_FIELDS,
  validateCareerApplication,
} from './careerApplication';
import { lines, positionLabel, previewText } from './jobPreview';

const r = (status: number, body: unknown = null) => ({ status, body });
const pdf = { name: 'cv.pdf', size: 1000 };

const career = {
  ...EMPTY_CAREER_FIELDS,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  experience: '1year',
  salary: '6 LPA',
  noticePeriod: 'immediate',
};

describe('validateCareerApplication (simple career form)', () => {
  it('valid without the optional LinkedIn and reason', () => {
    expect(validateCareerApplication(career, pdf, 'p')).toEqual({});
  });
  it('an empty form: every required field in order, resume required', () => {
    expect(Object.entries(validateCareerApplication(EMPTY_CAREER_FIELDS, null, ''))).toEqual([
      ['firstName', C.firstName],
      ['lastName', C.lastName],
      ['email', C.emailRequired],
      ['phone', C.phone],
      ['experience', C.experience],
      ['salary', C.salary],
      ['noticePeriod', C.noticePeriod],
      ['resume', C.resume],
      ['captcha', C.captcha],
    ]);
  });
  it.each([
    [
      'experience outside the list',
      { ...career, experience: '6 months' },
      { experience: C.experience },
    ],
    [
      'notice outside the list',
      { ...career, noticePeriod: '1 Month' },
      { noticePeriod: C.noticePeriod },
    ],
    ['LinkedIn not an address', { ...career, linkedin: 'asha rao' }, { linkedin: C.linkedin }],
    [
      'LinkedIn javascript: refused',
      { ...career, linkedin: 'javascript:alert(1)' },
      { linkedin: C.linkedin },
    ],
    ['LinkedIn URL accepted', { ...career, linkedin: 'https://linkedin.example/in/asha' }, {}],
    [
      'LinkedIn bare domain accepted (as the API does)',
      { ...career, linkedin: 'www.linkedin.com/in/asha' },
      {},
    ],
    ['invalid email', { ...career, email: 'asha' }, { email: C.emailInvalid }],
  ])('%s', (_name, fields, expected) =>
    expect(validateCareerApplication(fields, pdf, 'p')).toEqual(expected),
  );

  it('accepts exactly the values of the experience and notice-period lists', () => {
    for (const experience of ['6month', '1year', '2years', '3+years'])
      for (const noticePeriod of ['1month', '2months', '3months', 'immediate'])
        expect(
          validateCareerApplication({ ...career, experience, noticePeriod }, pdf, 'p'),
        ).toEqual({});
  });
});

describe('careerFormData', () => {
  it("sends the read-only title as job_position, the page's language, and leaves empty optional fields out", () => {
    const body = careerFormData(career, 'App Developer', new File(['x'], 'cv.pdf'), 'p', 'hi');
    expect([...body.keys()]).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'experience',
      'salary',
      'noticePeriod',
      'job_position',
      'resume',
      'cvConsent',
      'privacyNotice',
      'language',
      'captcha',
    ]);
    expect(body.get('language')).toBe('hi');
    expect(body.get('job_position')).toBe('App Developer');
    expect(body.get('cvConsent')).toBe('true');
    expect(body.get('privacyNotice')).toBe(PRIVACY_NOTICE_VERSION);
  });
  it('includes LinkedIn and the reason when given', () => {
    const body = careerFormData(
      { ...career, linkedin: 'https://l.example/a', reasonForLeaving: 'Growth' },
      'T',
      new File(['x'], 'cv.pdf'),
      'p',
      'en',
    );
    expect(body.get('linkedin')).toBe('https://l.example/a');
    expect(body.get('reasonForLeaving')).toBe('Growth');
  });
});

describe('careerApplicationMessage: every API answer of the simple career form, 429 and 503 included', () => {
  it.each([
    [
      '201 success',
      r(201, { success: true, message: 'Application submitted successfully!' }),
      C.success,
      'success',
      true,
    ],
    ['400', r(400, { message: 'Email is invalid.' }), C.failed, 'error', false],
    ['500', r(500), C.failed, 'error', false],
    ['429 (rate limited)', r(429), TOO_MANY_ATTEMPTS, 'error', false],
    ['503 (API unavailable)', r(503), SERVICE_UNAVAILABLE, 'error', false],
    ['network failure', 'network-error' as const, C.failed, 'error', false],
  ])('%s', (_name, result, text, kind, reset) => {
    expect(careerApplicationMessage(result)).toMatchObject({ text, kind, reset });
  });
  it('the exact message texts', () => {
    expect(C.success).toBe('Application submitted successfully!');
    expect(C.failed).toBe('Failed to submit application. Please try again.');
  });
  it('keeps the per-field details of a 4xx', () => {
    expect(
      careerApplicationMessage(
        r(400, { details: { phone: 'Phone Number must be 10 digits.', zzz: 'x' } }),
      ).fieldErrors,
    ).toEqual({
      phone: 'Phone Number must be 10 digits.',
    });
  });
  it('shows the consent and notice refusals beside the consent box, the first one kept', () => {
    const details = { cvConsent: 'Consent needed.', privacyNotice: 'Unknown notice.' };
    expect(careerApplicationMessage(r(400, { details })).fieldErrors).toEqual({
      consent: 'Consent needed.',
    });
  });
});

describe('job card helpers', () => {
  it('previewText: 100 characters then an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(previewText(long)).toBe('a'.repeat(100) + '...');
    expect(previewText('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewText('  short\n text ')).toBe('short text');
    expect(previewText('word '.repeat(30)).length).toBeLessThanOrEqual(103);
  });
  it('positionLabel: title plus company', () => {
    expect(positionLabel({ title: 'App Developer', company: 'Kavach Genomics' })).toBe(
      'App Developer - Kavach Genomics',
    );
    expect(positionLabel({ title: 'App Developer', company: '' })).toBe('App Developer');
  });
  it('lines: one item per line, bullets stripped', () => {
    expect(lines('- one\n• two\n\n three ')).toEqual(['one', 'two', 'three']);
    expect(lines(null)).toEqual([]);
  });
});
