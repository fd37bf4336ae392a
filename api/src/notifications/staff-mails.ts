import { BRAND } from './brand';
import type { MailFrame } from './mail-frame';
import { renderMail } from './mail-layout';
import type { MailMessage } from './mail-message';
import { assertWebUrl, headerText, isMailAddress, oneLine } from './mail-safety';

/** [the "Forgot password?" link to a staff member's own address]: single use, time-limited. */
export function staffPasswordReset(
  frame: MailFrame,
  to: { username: string; email: string },
  link: string,
  validMinutes: number,
): MailMessage[] {
  if (!isMailAddress(to.email)) return [];
  const url = assertWebUrl(link, 'password reset link');
  return [
    {
      kind: 'staff.password-reset',
      to: { address: to.email },
      replyTo: BRAND.generalEmail,
      subject: headerText(`Reset your ${BRAND.name} staff panel password`, 200),
      ...renderMail({
        heading: 'Reset your password',
        audience: 'account',
        siteUrl: frame.site,
        blocks: [
          {
            p: `Someone asked to reset the password of the staff account "${oneLine(to.username, 64)}".`,
          },
          { link: url, label: 'Choose a new password' },
          {
            p: `The link works once, for ${validMinutes} minutes. After choosing the new password you sign in as usual (with your authenticator code if two-factor sign-in is on), and every other session of yours is logged out.`,
          },
        ],
      }),
    },
  ];
}

/** [one per System Admin with an address]: a webhook endpoint that kept failing was switched off. */
export function webhookDisabled(
  frame: MailFrame,
  to: readonly string[],
  endpoint: { url: string; reason: string },
): MailMessage[] {
  return to.filter(isMailAddress).map((address) => ({
    kind: 'staff.webhook-disabled' as const,
    to: { address },
    replyTo: BRAND.generalEmail,
    subject: headerText(`A ${BRAND.name} webhook was switched off`, 200),
    ...renderMail({
      heading: 'A webhook was switched off',
      audience: 'account',
      siteUrl: frame.site,
      blocks: [
        {
          p: `Deliveries to ${oneLine(endpoint.url, 300)} stopped: ${oneLine(endpoint.reason, 300)}`,
        },
        {
          p: 'Events since then wait in its list of deliveries. When the receiving system works again, switch the webhook on in the Integrations tab: what waited is sent, and Redeliver sends any one again.',
        },
        { link: frame.adminLink('integrations'), label: 'Open the Integrations tab' },
      ],
    }),
  }));
}
