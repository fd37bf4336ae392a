import { showCaptchaOf } from '@kavach/api-client/captcha-words';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessage, validateContact } from './contactMessage';
import { contactTextsIn as textsIn, visitorWords } from '../../i18n/pageTexts.testing';
import { alertKind, SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS } from './messages';

const T = textsIn('en');
const M = {
  success: T.contactSuccess,
  failed: T.contactFailed,
  network: T.contactNetwork,
  ...visitorWords(T),
};

describe("the English texts are the site's words", () => {
  it('of the API, the spec and the captcha box', () => {
    expect(M.success).toBe("Thanks for contacting us! We'll be in touch soon.");
    expect(M.failed).toBe('Unable to send message. Please check your details and try again.');
    expect(M.network).toBe('Error sending message. Please try again.');
    expect(M.clientEmail).toBe('Invalid email address.');
    expect(M.clientPhone).toBe('Invalid phone number. It should be 10 digits.');
    expect(M.captcha).toBe("Please tick “I'm not a robot” and wait until it says Verified.");
    expect(T.formTooManyAttempts).toBe(TOO_MANY_ATTEMPTS);
    expect(T.formServiceUnavailable).toBe(SERVICE_UNAVAILABLE);
  });
});

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
    expect(validateContact(input, T)).toBe(expected);
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
    expect(contactMessage(result, T)).toEqual({ text, kind, reset });
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

describe('in Hindi and Marathi: the same answers, chosen by code', () => {
  afterEach(() => showCaptchaOf('altcha'));

  it('the client checks and the API answers in Marathi', () => {
    const mr = textsIn('mr');
    expect(validateContact({ ...ok, phone: '98765' }, mr)).toBe(
      'फोन नंबर चुकीचा आहे. तो 10 अंकी असावा.',
    );
    expect(validateContact({ ...ok, captcha: '' }, mr)).toBe(
      'कृपया “मी रोबोट नाही” वर टिक करा आणि “पुष्टीकरण झाले” दिसेपर्यंत थांबा.',
    );
    expect(contactMessage(r(201), mr)).toEqual({
      text: 'संपर्क साधल्याबद्दल धन्यवाद! आम्ही लवकरच तुमच्याशी संपर्क साधू.',
      kind: 'success',
      reset: true,
    });
    expect(
      contactMessage(
        r(400, { code: 'VALIDATION_FAILED', detailCodes: { email: 'FIELD_INVALID' } }),
        mr,
      ),
    ).toEqual({
      text: 'कृपया तुमचा ईमेल पत्ता तपासा आणि पुन्हा प्रयत्न करा.',
      kind: 'error',
      reset: false,
    });
    expect(contactMessage(r(429), mr).text).toBe(
      'खूप जास्त प्रयत्न झाले. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.',
    );
  });

  it("the captcha's words follow the box shown, in Hindi", () => {
    const hi = textsIn('hi');
    const refused = r(400, { code: 'CAPTCHA_FAILED' });
    expect(contactMessage(refused, hi).text).toBe(
      'कृपया “मैं रोबोट नहीं हूँ” पर टिक करें और “सत्यापित” लिखा आने तक रुकें।',
    );
    showCaptchaOf('recaptcha');
    expect(contactMessage(refused, hi).text).toBe('कृपया reCAPTCHA सत्यापन पूरा करें।');
    expect(validateContact({ ...ok, captcha: '' }, hi)).toBe('कृपया reCAPTCHA पूरा करें।');
    expect(contactMessage('network-error', hi).text).toBe(
      'संदेश भेजने में गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
    );
  });
});
