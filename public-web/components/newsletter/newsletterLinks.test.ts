import { describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS } from '../forms/messages';
import { newsletterLinkTextsIn } from '../../i18n/pageTexts.testing';
import {
  confirmLinkState,
  confirmOutcome,
  confirmStateNotice,
  linkToken,
  newsletterLinkTexts,
  languageOutcome,
  unsubscribeOutcome,
} from './newsletterLinks';

const T = newsletterLinkTexts(newsletterLinkTextsIn('en'));
const M = {
  confirmed: T.linkConfirmed,
  confirmExpired: T.linkConfirmExpired,
  confirmInvalid: T.linkConfirmInvalid,
  unsubscribed: T.linkUnsubscribed,
  unsubscribeInvalid: T.linkUnsubscribeInvalid,
  failed: T.linkFailed,
  network: T.linkNetwork,
};

const r = (status: number, body: unknown = null) => ({ status, body });
const expired = {
  statusCode: 400,
  code: 'LINK_EXPIRED',
  message: 'This confirmation link has expired. Please subscribe again.',
};
const invalid = {
  statusCode: 400,
  code: 'LINK_INVALID',
  message: 'This confirmation link is not valid. Please subscribe again.',
};

describe('confirmLinkState: the API check → what the page knows before the button', () => {
  it.each([
    ['pending', r(200, { status: 'success', subscription: 'pending', message: 'x' }), 'pending'],
    ['confirmed', r(200, { status: 'success', subscription: 'confirmed' }), 'confirmed'],
    ['2xx of another shape', r(200, 'ok'), 'unknown'],
    ['400 expired', r(400, expired), 'expired'],
    ['400 invalid', r(400, invalid), 'invalid'],
    ['400 without a body', r(400), 'invalid'],
    ['503', r(503), 'unknown'],
    ['500', r(500, { message: 'expired' }), 'unknown'],
  ])('%s', (_name, { status, body }, state) => {
    expect(confirmLinkState(status, body)).toBe(state);
  });

  it('the notice each state shows at once (none while the button waits)', () => {
    expect(confirmStateNotice('pending', T)).toBeNull();
    expect(confirmStateNotice('unknown', T)).toBeNull();
    expect(confirmStateNotice('confirmed', T)).toEqual({ text: M.confirmed, kind: 'success' });
    expect(confirmStateNotice('expired', T)).toEqual({ text: M.confirmExpired, kind: 'error' });
    expect(confirmStateNotice('invalid', T)).toEqual({ text: M.confirmInvalid, kind: 'error' });
  });
});

describe('confirmOutcome: POST /api/subscriptions/confirm → notice', () => {
  it.each([
    [
      '200',
      r(200, { status: 'success', message: 'Your subscription is confirmed.' }),
      M.confirmed,
      'success',
      true,
    ],
    ['200 text', r(200, 'ok'), M.confirmed, 'success', true],
    ['400 expired', r(400, expired), M.confirmExpired, 'error', true],
    ['400 invalid', r(400, invalid), M.confirmInvalid, 'error', true],
    ['429', r(429), TOO_MANY_ATTEMPTS, 'error', false],
    ['503', r(503), SERVICE_UNAVAILABLE, 'error', false],
    ['500', r(500), M.failed, 'error', false],
    ['network failure', 'network-error' as const, M.network, 'error', false],
  ])('%s', (_name, result, text, kind, done) => {
    expect(confirmOutcome(result, T)).toEqual({ notice: { text, kind }, done });
  });
});

describe('unsubscribeOutcome: POST /api/subscriptions/unsubscribe → notice', () => {
  it.each([
    [
      '200',
      r(200, { status: 'success', message: 'You have been unsubscribed.' }),
      M.unsubscribed,
      'success',
      true,
    ],
    [
      '400',
      r(400, { message: 'This unsubscribe link is not valid.' }),
      M.unsubscribeInvalid,
      'error',
      true,
    ],
    ['429', r(429), TOO_MANY_ATTEMPTS, 'error', false],
    ['503', r(503), SERVICE_UNAVAILABLE, 'error', false],
    ['415', r(415), M.failed, 'error', false],
    ['network failure', 'network-error' as const, M.network, 'error', false],
  ])('%s', (_name, result, text, kind, done) => {
    expect(unsubscribeOutcome(result, T)).toEqual({ notice: { text, kind }, done });
  });

  it('the invalid-link text says how else to unsubscribe, in every language', () => {
    expect(M.unsubscribeInvalid).toBe(
      'This unsubscribe link is not valid. Please use the link in our latest email, or write to info@kavach.example and we will unsubscribe you.',
    );
    const hi = newsletterLinkTexts(newsletterLinkTextsIn('hi'));
    expect(hi.linkUnsubscribeInvalid).toContain('info@kavach.example पर लिखें');
    expect(hi.confirmIntro).toMatch(/^Kavach Genomics का न्यूज़लेटर/);
  });

  it('in Marathi: an expired link and the answers of the button', () => {
    const mr = newsletterLinkTexts(newsletterLinkTextsIn('mr'));
    expect(confirmStateNotice('expired', mr)?.text).toBe(
      'पुष्टीकरणाच्या या लिंकची मुदत संपली आहे. कृपया या पानाच्या तळाशी असलेल्या फॉर्मने पुन्हा सदस्य व्हा.',
    );
    expect(unsubscribeOutcome(r(200), mr).notice.text).toBe(mr.linkUnsubscribed);
    expect(unsubscribeOutcome(r(429), mr).notice.text).toBe(mr.formTooManyAttempts);
  });
});

describe('languageOutcome: POST /api/subscriptions/language → notice', () => {
  const badLanguage = {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Language must be one of en, hi, mr.',
  };
  it.each([
    [
      '200: saved, and the choice stays',
      r(200, { status: 'success' }),
      T.languageSaved,
      'success',
      false,
    ],
    ['400, the link', r(400, invalid), M.unsubscribeInvalid, 'error', true],
    ['400, anything else', r(400, badLanguage), M.failed, 'error', false],
    ['404: gone', r(404, { code: 'NOT_FOUND' }), T.languageGone, 'error', true],
    ['429', r(429), TOO_MANY_ATTEMPTS, 'error', false],
    ['503', r(503), SERVICE_UNAVAILABLE, 'error', false],
    ['network failure', 'network-error' as const, M.network, 'error', false],
  ])('%s', (_name, result, text, kind, done) => {
    expect(languageOutcome(result, T)).toEqual({ notice: { text, kind }, done });
  });

  it('in Hindi', () => {
    const hi = newsletterLinkTexts(newsletterLinkTextsIn('hi'));
    expect(languageOutcome(r(200), hi).notice.text).toBe(
      'भाषा सहेज ली गई। जब तक न्यूज़लेटर आपकी चुनी हुई भाषा में नहीं लिखा जाता, यह अंग्रेज़ी में आएगा।',
    );
    expect(languageOutcome(r(404), hi).notice.text).toBe('यह सदस्यता अब मौजूद नहीं है।');
  });
});

describe('linkToken', () => {
  it.each([
    [{ token: '12.abc' }, '12.abc'],
    [{ token: ' 12.abc ' }, '12.abc'],
    [{ token: '' }, null],
    [{}, null],
    [undefined, null],
    [{ token: 'x'.repeat(101) }, null],
  ])('%j → %j', (search, token) => {
    expect(linkToken(search)).toBe(token);
  });
});
