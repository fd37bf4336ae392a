import { buildConfig } from '../platform/config/app-config';
import { parseEnv } from '../platform/config/env';
import { MailComposer } from './mail-composer';
import { maskMailSecrets } from './mail-secrets';

const SITE = 'https://www.kavach.example';
const composer = new MailComposer(
  buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://u@127.0.0.1:1/x',
      JWT_SECRET: 'unit-test-secret-that-is-long-enough-0123456789',
      PUBLIC_SITE_URL: SITE,
    }),
  ),
);
const RESET = 'Qx3_-abcdefghijklmnopqrstuvwxyz0123456789AB';
const SIGNED = 'k2.42.1767225600.dGhlLXNpZ25hdHVyZQ';
const unsubscribe = {
  page: `${SITE}/newsletter/unsubscribe?token=${SIGNED}`,
  oneClick: `${SITE}/api/subscriptions/unsubscribe?token=${SIGNED}`,
  mailto: `mailto:unsubscribe@kavach.example?subject=unsubscribe%20${SIGNED}`,
};

describe('maskMailSecrets: no working single-use link in what staff read', () => {
  it.each([
    [
      'password reset',
      composer.staffPasswordReset(
        { username: 'mira', email: 'mira@kavach.example' },
        `${SITE}/admin#reset-password=${RESET}`,
        30,
      ),
      RESET,
      `${SITE}/admin#reset-password=••••••`,
    ],
    [
      'newsletter confirmation',
      composer.newsletterConfirmation(
        'reader@example.com',
        `${SITE}/newsletter/confirm?token=${SIGNED}`,
        48,
      ),
      SIGNED,
      `${SITE}/newsletter/confirm?token=••••••`,
    ],
    [
      'newsletter welcome',
      composer.newsletterWelcome('reader@example.com', unsubscribe),
      SIGNED,
      `${SITE}/newsletter/unsubscribe?token=••••••`,
    ],
  ])(
    '%s: the secret is gone from text and HTML, the link’s path stays',
    (_, [mail], secret, shown) => {
      expect(mail.text + mail.html).toContain(secret);
      const text = maskMailSecrets(mail.text);
      const html = maskMailSecrets(mail.html);
      expect(text + html).not.toContain(secret);
      expect(text).toContain(shown);
      expect(html).toContain(`href="${shown}"`);
      // Nothing else changes.
      expect(text.replace(shown, '')).toBe(mail.text.replace(shown.replace('••••••', secret), ''));
    },
  );

  it('masks a token among other parameters, HTML-escaped, and the unsubscribe mailto', () => {
    expect(maskMailSecrets(`<a href="${SITE}/x?a=1&amp;token=${SIGNED}&amp;b=2">`)).toBe(
      `<a href="${SITE}/x?a=1&amp;token=••••••&amp;b=2">`,
    );
    expect(maskMailSecrets(unsubscribe.oneClick)).toBe(
      `${SITE}/api/subscriptions/unsubscribe?token=••••••`,
    );
    expect(maskMailSecrets(unsubscribe.mailto)).toBe(
      'mailto:unsubscribe@kavach.example?subject=unsubscribe%20••••••',
    );
    expect(maskMailSecrets(null)).toBeNull();
  });

  it('leaves other links and text alone', () => {
    for (const s of [
      `${SITE}/admin?tab=career-applications`,
      `${SITE}/tests?page=2#results`,
      'Your token of appreciation: thank you.',
    ])
      expect(maskMailSecrets(s)).toBe(s);
  });
});
