import { describe, expect, it } from 'vitest';
import { noticeText, periodText, type RetentionPeriods } from './privacyNotice';
import { privacyPolicy } from './legal';

const periods: RetentionPeriods = {
  contactsDays: 730,
  registrationsDays: 365,
  applicationsDays: 180,
  unconfirmedSignUpHours: 48,
  auditDays: 400,
  sentMailsDays: 30,
  failedMailsDays: 90,
};

describe('periodText', () => {
  it.each([
    [730, '2 years'],
    [365, '1 year'],
    [180, '6 months'],
    [30, '1 month'],
    [90, '3 months'],
    [400, '400 days'],
    [1, '1 day'],
    [45, '45 days'],
  ])('%i days → %s', (days, text) => expect(periodText(days)).toBe(text));
});

describe('the notices under the forms', () => {
  it('state the configured period of each form', () => {
    expect(noticeText('contact', periods)).toContain(
      'We delete them 2 years after we receive them.',
    );
    expect(noticeText('registration', periods)).toContain(
      'We delete them 1 year after the session.',
    );
    expect(noticeText('application', periods)).toContain(
      'We delete them 6 months after we receive them.',
    );
  });
  it('point to the policy instead of guessing when the periods could not be loaded', () => {
    for (const form of ['contact', 'registration', 'application'] as const) {
      const text = noticeText(form, null);
      expect(text).toContain('as long as our Privacy Policy says');
      expect(text).not.toMatch(/\d/);
    }
  });
});

describe('the privacy policy', () => {
  const keeping = (r: RetentionPeriods | null) =>
    privacyPolicy(r).sections.find((s) => s.heading === 'How long we keep it')!;
  it('lists the configured periods', () => {
    const bullets = keeping(periods).bullets!.join('\n');
    expect(bullets).toContain('Contact messages: 2 years after they are received.');
    expect(bullets).toContain('Session registrations: 1 year after the session.');
    expect(bullets).toContain('Job applications, including resumes: 6 months');
    expect(bullets).toContain('400 days');
    expect(bullets).toContain('expires, 48 hours after we send it.');
  });
  it('says it could not load them rather than stating numbers it does not know', () => {
    const section = keeping(null);
    expect(section.bullets).toBeUndefined();
    expect(section.paragraphs.join(' ')).toContain('could not load our retention periods');
  });
});
