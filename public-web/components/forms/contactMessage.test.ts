import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M, contactMessage, validateContact } from './contactMessage';
import { alertKind, SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS } from './messages';

const r = (status: number, body: unknown = null) => ({ status, body });
const ok = { email: 'asha@example.in', phone: '9876543210', captcha: 'payload' };

describe('validateContact: email, then phone, then captcha', () => {
  it.each([
    ['no @', { ...ok, email: 'asha.example.in' }, M.clientEmail],
    ['no dot after @', { ...ok, email: 'asha@example' }, M.clientEmail],
    ['space inside', { ...ok, email: 'asha @example.in' }, M.clientEmail],
    ['nothing before @', { ...ok, email: '@example.in' }, M.clientEmail],
    ['phone 9 digits', { ...ok, phone: '987654321' }, M.clientPhone],
    ['phone 11 digits', { ...ok, phone: '98765432100' }, M.clientPhone],
    ['phone with spaces', { ...ok, phone: '98765 43210' }, M.clientPhone],
    ['phone with +91', { ...ok, phone: '+919876543210' }, M.clientPhone],
    ['captcha missing', { ...ok, captcha: '' }, M.clientCaptcha],
    ['email checked before phone', { email: 'bad', phone: '1', captcha: '' }, M.clientEmail],
    ['phone checked before captcha', { ...ok, phone: '1', captcha: '' }, M.clientPhone],
    ['all valid', ok, null],
  ])('%s', (_name, input, expected) => {
    expect(validateContact(input)).toBe(expected);
  });
});

describe('contactMessage: every API answer → message', () => {
  it.each([
    [
      '201 success',
      r(201, { status: 'success', message: "Thanks for contacting us! We'll be in touch soon." }),
      M.success,
      'success',
      true,
    ],
    ['other 2xx is success too', r(200, 'ok'), M.success, 'success', true],
    ['400 generic', r(400, { statusCode: 400, message: 'Bad Request' }), M.failed, 'error', false],
    ['500 generic', r(500), M.failed, 'error', false],
    [
      '400 message mentions captcha',
      r(400, { code: 'CAPTCHA_FAILED', message: 'Captcha verification failed.' }),
      M.captcha,
      'error',
      false,
    ],
    [
      '400 message mentions recaptcha',
      r(400, { code: 'CAPTCHA_FAILED', message: 'Invalid reCAPTCHA response' }),
      M.captcha,
      'error',
      false,
    ],
    [
      '400 details.captcha',
      r(400, {
        code: 'CAPTCHA_FAILED',
        message: 'Validation failed',
        details: { captcha: 'Expired' },
        detailCodes: { captcha: 'CAPTCHA_FAILED' },
      }),
      M.captcha,
      'error',
      false,
    ],
    [
      '400 message invalid email',
      r(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid email address.',
        detailCodes: { email: 'FIELD_INVALID' },
      }),
      M.email,
      'error',
      false,
    ],
    [
      '400 details.email',
      r(400, {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        details: { email: 'email must be an email' },
        detailCodes: { email: 'FIELD_INVALID' },
      }),
      M.email,
      'error',
      false,
    ],
    [
      '400 details.email required',
      r(400, {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        details: { email: 'Email is required.' },
        detailCodes: { email: 'FIELD_REQUIRED' },
      }),
      M.required,
      'error',
      false,
    ],
    [
      '400 message required',
      r(400, {
        code: 'VALIDATION_FAILED',
        message: 'Name is required.',
        detailCodes: { name: 'FIELD_REQUIRED' },
      }),
      M.required,
      'error',
      false,
    ],
    [
      '400 details phone only',
      r(400, {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        details: { phone: 'Phone must be 10 digits.' },
        detailCodes: { phone: 'FIELD_INVALID' },
      }),
      M.failed,
      'error',
      false,
    ],
    [
      'first details entry decides when the message has no signal',
      r(400, {
        code: 'VALIDATION_FAILED',
        details: { captcha: 'x', email: 'y' },
        detailCodes: { captcha: 'CAPTCHA_REQUIRED', email: 'FIELD_INVALID' },
      }),
      M.captcha,
      'error',
      false,
    ],
    // Shapes the real API answers (api/src/contacts e2e): message = first failing check, details = all.
    [
      'API: bad email',
      r(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid email address.',
        details: {
          email: 'Invalid email address.',
          phone: 'Invalid phone number. It should be 10 digits.',
        },
        detailCodes: { email: 'FIELD_INVALID', phone: 'FIELD_INVALID' },
      }),
      M.email,
      'error',
      false,
    ],
    [
      'API: bad phone, captcha missing too',
      r(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid phone number. It should be 10 digits.',
        details: {
          phone: 'Invalid phone number. It should be 10 digits.',
          captcha: 'Please complete the reCAPTCHA.',
        },
        detailCodes: { phone: 'FIELD_INVALID', captcha: 'CAPTCHA_REQUIRED' },
      }),
      M.failed,
      'error',
      false,
    ],
    [
      'API: captcha missing, wrong or replayed',
      r(400, {
        statusCode: 400,
        code: 'CAPTCHA_FAILED',
        message: 'Please complete the reCAPTCHA.',
      }),
      M.captcha,
      'error',
      false,
    ],
    [
      'API: unknown field',
      r(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Unknown field "admin".',
        details: { admin: 'Unknown field "admin".' },
        detailCodes: { admin: 'UNKNOWN_FIELD' },
      }),
      M.failed,
      'error',
      false,
    ],
    [
      'API: body too large (413)',
      r(413, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Payload Too Large' }),
      M.failed,
      'error',
      false,
    ],
    ['429 (rate limited)', r(429), TOO_MANY_ATTEMPTS, 'error', false],
    [
      '503 (API unavailable)',
      r(503, { message: 'Service Unavailable' }),
      SERVICE_UNAVAILABLE,
      'error',
      false,
    ],
    ['network failure', 'network-error' as const, M.network, 'error', false],
  ])('%s', (_name, result, text, kind, reset) => {
    expect(contactMessage(result)).toEqual({ text, kind, reset });
  });
});

describe('alertKind: green if Thanks or success, otherwise red', () => {
  it.each([
    [M.success, 'success'],
    ['Subscription successful!', 'success'],
    [M.failed, 'error'],
    [M.clientEmail, 'error'],
    [TOO_MANY_ATTEMPTS, 'error'],
  ])('%s', (text, kind) => expect(alertKind(text)).toBe(kind));
});
