import { describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS } from '../forms/messages';
import { sessionsTextsIn, visitorWords } from '../../i18n/pageTexts.testing';
import { registrationMessage, validateRegistration } from './registration';

const T = sessionsTextsIn('en');
const M = {
  success: T.registrationSuccess,
  failed: T.registrationFailed,
  network: T.registrationNetwork,
  full: T.registrationFull,
  notOpen: T.registrationNotOpen,
  clientRequired: T.visitorRequired,
  ...visitorWords(T),
};

describe("the English texts are the site's words", () => {
  it('of the API, the spec and the captcha box', () => {
    expect(M.success).toBe("Thanks for registering! We'll be in touch soon.");
    expect(M.failed).toBe(
      'Unable to submit registration. Please check your details and try again.',
    );
    expect(M.network).toBe('Error sending registration. Please try again.');
    expect(M.clientRequired).toBe('Please fill in all required fields.');
    expect(M.captcha).toBe("Please tick “I'm not a robot” and wait until it says Verified.");
    expect(T.formTooManyAttempts).toBe(TOO_MANY_ATTEMPTS);
    expect(T.formServiceUnavailable).toBe(SERVICE_UNAVAILABLE);
  });
});

const r = (status: number, body: unknown = null) => ({ status, body });
const ok = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  message: 'Looking forward',
  captcha: 'payload',
};

describe('validateRegistration: required fields, then email, phone and captcha', () => {
  it.each([
    ['name missing', { ...ok, name: ' ' }, M.clientRequired],
    ['message missing', { ...ok, message: '' }, M.clientRequired],
    ['email missing', { ...ok, email: '' }, M.clientRequired],
    ['phone missing', { ...ok, phone: '' }, M.clientRequired],
    ['email without @', { ...ok, email: 'asha.example.in' }, M.clientEmail],
    ['email without dot', { ...ok, email: 'asha@example' }, M.clientEmail],
    ['email with a space', { ...ok, email: 'as ha@example.in' }, M.clientEmail],
    ['phone 9 digits', { ...ok, phone: '987654321' }, M.clientPhone],
    ['phone 11 digits', { ...ok, phone: '98765432101' }, M.clientPhone],
    ['phone with letters', { ...ok, phone: '98765abcde' }, M.clientPhone],
    ['captcha missing', { ...ok, captcha: '' }, M.clientCaptcha],
    ['email before phone', { ...ok, email: 'x', phone: '1' }, M.clientEmail],
    ['phone before captcha', { ...ok, phone: '1', captcha: '' }, M.clientPhone],
    ['valid', ok, null],
  ])('%s', (_name, input, expected) => expect(validateRegistration(input, T)).toBe(expected));
});

describe('registrationMessage: every API answer → message', () => {
  it.each([
    ['201 success', r(201, { success: true, message: 'Registered' }), M.success, 'success', true],
    ['200 without body', r(200), M.success, 'success', true],
    [
      '2xx that mentions an error is still success (any 2xx)',
      r(200, { message: 'error' }),
      M.success,
      'success',
      true,
    ],
    ['unrecognised reply below 400', r(302, 'Found'), M.success, 'success', true],
    [
      '400 generic',
      r(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Phone must be 10 digits.',
        detailCodes: { phone: 'FIELD_INVALID' },
      }),
      M.failed,
      'error',
      false,
    ],
    ['404', r(404, { code: 'NOT_FOUND', message: 'Session not found.' }), M.failed, 'error', false],
    ['500', r(500, { message: 'Internal server error' }), M.failed, 'error', false],
    [
      '400 captcha message',
      r(400, {
        code: 'VALIDATION_FAILED',
        message: 'Please complete the reCAPTCHA.',
        details: { captcha: 'Please complete the reCAPTCHA.' },
        detailCodes: { captcha: 'CAPTCHA_REQUIRED' },
      }),
      M.captcha,
      'error',
      false,
    ],
    [
      '400 recaptcha wording',
      r(400, { code: 'CAPTCHA_FAILED', message: 'reCAPTCHA verification failed' }),
      M.captcha,
      'error',
      false,
    ],
    [
      '400 details.email invalid',
      r(400, {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        details: { email: 'Invalid email address.' },
        detailCodes: { email: 'FIELD_INVALID' },
      }),
      M.email,
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
      '400 details.email required',
      r(400, {
        code: 'VALIDATION_FAILED',
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
      'captcha before email',
      r(400, {
        code: 'VALIDATION_FAILED',
        details: { email: 'Invalid email address.', captcha: 'x' },
        detailCodes: { email: 'FIELD_INVALID', captcha: 'CAPTCHA_REQUIRED' },
      }),
      M.captcha,
      'error',
      false,
    ],
    [
      'email before required',
      r(400, {
        code: 'VALIDATION_FAILED',
        details: { name: 'Name is required.', email: 'Invalid email address.' },
        detailCodes: { name: 'FIELD_REQUIRED', email: 'FIELD_INVALID' },
      }),
      M.email,
      'error',
      false,
    ],
    [
      '429 (rate limited)',
      r(429, { message: 'Too Many Requests' }),
      TOO_MANY_ATTEMPTS,
      'error',
      false,
    ],
    [
      '503 (API unavailable)',
      r(503, { message: 'The API is not reachable.' }),
      SERVICE_UNAVAILABLE,
      'error',
      false,
    ],
    ['network failure', 'network-error' as const, M.network, 'error', false],
  ])('%s', (_name, result, text, kind, reset) => {
    expect(registrationMessage(result, T)).toEqual({ text, kind, reset });
  });
});

describe("in Marathi: the same checks and answers, in the page's words", () => {
  const mr = sessionsTextsIn('mr');
  it.each([
    ['a required field', validateRegistration({ ...ok, name: '' }, mr), mr.visitorRequired],
    ['the phone', validateRegistration({ ...ok, phone: '12' }, mr), mr.visitorPhoneInvalid],
    [
      'a full session',
      registrationMessage(r(409, { code: 'SESSION_FULL' }), mr).text,
      'हे सत्र भरले आहे: सर्व जागा घेतल्या गेल्या आहेत. कृपया दुसरे सत्र निवडा.',
    ],
    [
      'the captcha refused',
      registrationMessage(r(400, { code: 'CAPTCHA_FAILED' }), mr).text,
      mr.captchaAltcha,
    ],
    ['thanks', registrationMessage(r(201), mr).text, mr.registrationSuccess],
  ])('%s', (_name, said, expected) => expect(said).toBe(expected));
});
