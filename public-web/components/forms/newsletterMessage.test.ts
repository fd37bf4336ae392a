import { describe, expect, it } from 'vitest';
import { chromeFor } from '../../i18n/messages';
import { validateNewsletterEmail } from './newsletterCheck';
import { newsletterMessage } from './newsletterMessage';

const T = chromeFor('en');
const M = {
  success: T.newsletterSuccess,
  required: T.newsletterRequired,
  invalid: T.newsletterInvalid,
  already: T.newsletterAlready,
  unauthorized: T.newsletterUnauthorized,
  failed: T.newsletterFailed,
  network: T.newsletterNetwork,
};

const r = (status: number, body: unknown = null) => ({ status, body });

describe('validateNewsletterEmail (client check)', () => {
  it.each([[''], ['   '], ['\t']])('%j → Email is required.', (email) => {
    expect(validateNewsletterEmail(email, T)).toBe('Email is required.');
  });
  it('accepts a non-empty value (the browser checks the format)', () => {
    expect(validateNewsletterEmail('a@b.co', T)).toBeNull();
  });
});

describe('newsletterMessage: every API answer → message', () => {
  it.each([
    [
      '201 success body',
      r(201, { status: 'success', message: 'Check your inbox to confirm your subscription.' }),
      'Check your inbox to confirm your subscription.',
      'success',
      true,
    ],
    ['200 without body', r(200), M.success, 'success', true],
    [
      'HTTP 400 invalid email',
      r(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Invalid email address. Please check and try again.',
        detailCodes: { email: 'FIELD_INVALID' },
      }),
      M.invalid,
      'error',
      false,
    ],
    ['HTTP 400 without body', r(400), M.invalid, 'error', false],
    [
      'HTTP 400 email required (server)',
      r(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Email is required.',
        detailCodes: { email: 'FIELD_REQUIRED' },
      }),
      M.required,
      'error',
      false,
    ],
    [
      'HTTP 409',
      r(409, { statusCode: 409, code: 'CONFLICT', message: 'Email is already subscribed.' }),
      M.already,
      'error',
      false,
    ],
    ['HTTP 401', r(401, { message: 'Unauthorized' }), M.unauthorized, 'error', false],
    [
      'HTTP 429 (rate limited)',
      r(429, { message: 'ThrottlerException: Too Many Requests' }),
      'Too many attempts. Please try again in a minute.',
      'error',
      false,
    ],
    [
      'HTTP 503 (API unavailable)',
      r(503),
      'We could not save this right now. Please try again in a moment.',
      'error',
      false,
    ],
    ['other 4xx', r(404, 'Not Found'), M.failed, 'error', false],
    ['HTTP 500', r(500, { message: 'Internal server error' }), M.failed, 'error', false],
    [
      '2xx with "already" in message',
      r(200, { status: 'success', code: 'CONFLICT', message: 'You are already on the list' }),
      M.already,
      'error',
      false,
    ],
    [
      '2xx with "invalid" in message',
      r(200, { code: 'VALIDATION_FAILED', message: 'Invalid input' }),
      M.invalid,
      'error',
      false,
    ],
    ['2xx text body', r(200, 'thank you'), M.success, 'success', true],
    ['network failure', 'network-error' as const, M.network, 'error', false],
  ])('%s', (_name, result, text, kind, reset) => {
    expect(newsletterMessage(result, T)).toEqual({ text, kind, reset });
  });

  it('speaks the page’s language: the same answers in Marathi, chosen by code', () => {
    const mr = chromeFor('mr');
    const conflict = r(409, {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Email is already subscribed.',
    });
    expect(newsletterMessage(conflict, mr).text).toBe('हा ईमेल आधीच सदस्य आहे.');
    expect(newsletterMessage(r(201), mr)).toEqual({
      text: 'सदस्यत्वाची पुष्टी करण्यासाठी तुमचा इनबॉक्स पाहा.',
      kind: 'success',
      reset: true,
    });
    expect(validateNewsletterEmail(' ', chromeFor('hi'))).toBe('ईमेल ज़रूरी है।');
  });
});
