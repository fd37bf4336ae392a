import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { BRAND } from './brand';
import { renderMail, type Block } from './mail-layout';
import type { MailKind, MailMessage } from './mail-message';
import { assertMailtoUrl, assertWebUrl, headerText, isMailAddress, oneLine } from './mail-safety';

import {
  EXPERIENCE,
  MODES,
  NOTICE,
  received,
  sessionDateLabel,
  type ApplicationMailData,
  type ContactMailData,
  type RegistrationMailData,
} from './mail-data';

export { sessionDateLabel } from './mail-data';

/** The unsubscribe links of one subscriber's newsletter mails (SubscriptionsService makes them). */
export interface NewsletterUnsubscribe {
  /** The public page with the Unsubscribe button: the link in the mail's body. */
  page: string;
  /** The https URL that unsubscribes on a POST: List-Unsubscribe, one-click (RFC 8058). */
  oneClick: string;
  /** `mailto:…?subject=…` naming the subscription: List-Unsubscribe's other way. */
  mailto: string;
}
export type { ApplicationMailData, ContactMailData, RegistrationMailData } from './mail-data';

/**
 * Builds the mails for each kind of submission from plain data; OutboxService.enqueue() stores
 * them. User text is escaped in HTML and stripped of control characters in headers. The
 * submitter's own message is not echoed back to the address they typed (an unverified address
 * must not turn our forms into a relay for someone else's text). A submitter address that is not
 * a plain ASCII address yields no acknowledgement rather than failing the submission.
 */
@Injectable()
export class MailComposer {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get site(): string {
    return this.config.publicSiteUrl.replace(/\/+$/, '');
  }

  private adminLink(tab: string): string {
    return `${this.site}/admin?tab=${tab}`;
  }

  private staffMails(
    kind: MailKind,
    recipients: string[],
    replyTo: string,
    subject: string,
    heading: string,
    blocks: Block[],
  ): MailMessage[] {
    const body = renderMail({ heading, blocks, audience: 'staff', siteUrl: this.site });
    return recipients.map((address) => ({
      kind,
      to: { address },
      replyTo: isMailAddress(replyTo) ? replyTo : undefined,
      subject: headerText(subject, 200),
      ...body,
    }));
  }

  private submitterMail(
    kind: MailKind,
    to: { address: string; name?: string },
    replyTo: string,
    subject: string,
    heading: string,
    blocks: Block[],
    extra: Partial<MailMessage> = {},
  ): MailMessage[] {
    if (!isMailAddress(to.address)) return [];
    const name = to.name ? headerText(to.name, 100) : '';
    return [
      {
        kind,
        to: name ? { address: to.address, name } : { address: to.address },
        replyTo,
        subject: headerText(subject, 200),
        ...renderMail({ heading, blocks, audience: 'public', siteUrl: this.site }),
        ...extra,
      },
    ];
  }

  /** [staff notification …, acknowledgement to the sender]. */
  contactReceived(contact: ContactMailData): MailMessage[] {
    const name = oneLine(contact.name, 100);
    return [
      ...this.staffMails(
        'contact.staff',
        this.config.mail.staff.contacts,
        contact.email,
        `New contact message from ${name}`,
        'New contact message',
        [
          {
            fields: [
              ['Name', name],
              ['Email', contact.email],
              ['Phone', contact.phone],
              ['Received', received(contact.createdAt)],
            ],
          },
          { quote: contact.message, label: 'Message' },
          { link: this.adminLink('contacts'), label: 'Open Contact Us Details in the admin panel' },
        ],
      ),
      ...this.submitterMail(
        'contact.ack',
        { address: contact.email, name },
        BRAND.generalEmail,
        `We have received your message - ${BRAND.name}`,
        'Thank you for contacting us',
        [
          { p: `Dear ${name},` },
          {
            p: `Thank you for writing to ${BRAND.name}. We have received your message and will get back to you soon.`,
          },
          {
            p: `If your question is urgent, call our customer care on ${BRAND.customerCarePhone} (${BRAND.contactHours}) or write to ${BRAND.customerCareEmail}.`,
          },
        ],
      ),
    ];
  }

  /** [staff notification …, confirmation with the session's date, time and mode]. */
  registrationReceived(registration: RegistrationMailData): MailMessage[] {
    const name = oneLine(registration.name, 100);
    const s = registration.session;
    const title = oneLine(s.title || 'Information Session', 150);
    const start = s.date ? sessionDateLabel(s.date) : '';
    const end = s.endDate ? sessionDateLabel(s.endDate) : start;
    const date = end === start ? start : `${start} to ${end}`;
    const on = start ? ` on ${start}` : '';
    const mode = MODES[String(s.mode ?? '').toLowerCase()] ?? oneLine(s.mode, 50);
    const sessionFields: Array<[string, string]> = [
      ['Session', title],
      ['Date', date],
      ['Time', oneLine(s.time, 100)],
      ['Mode', mode],
    ];
    return [
      ...this.staffMails(
        'registration.staff',
        this.config.mail.staff.registrations,
        registration.email,
        `New registration: ${title}${on} - ${name}`,
        'New session registration',
        [
          {
            fields: [
              ['Name', name],
              ['Email', registration.email],
              ['Phone', registration.phone],
              ['Organization', registration.organization],
              ...sessionFields,
              ['Received', received(registration.createdAt)],
            ],
          },
          ...(registration.message ? [{ quote: registration.message, label: 'Message' }] : []),
          {
            link: this.adminLink('registrations'),
            label: 'Open Registration Details in the admin panel',
          },
        ],
      ),
      ...this.submitterMail(
        'registration.confirmation',
        { address: registration.email, name },
        BRAND.generalEmail,
        `Your registration: ${title}${on}`,
        'Your session registration',
        [
          { p: `Dear ${name},` },
          { p: `Thank you for registering for ${title}. Here are the details of the session:` },
          { fields: sessionFields },
          {
            p: `If you can no longer attend or your details change, reply to this email or write to ${BRAND.generalEmail}.`,
          },
        ],
      ),
    ];
  }

  /** [HR notification … (links to the panel, no attachment), acknowledgement to the applicant]. */
  applicationReceived(application: ApplicationMailData): MailMessage[] {
    const name = oneLine(`${application.firstName} ${application.lastName}`, 100);
    const position = oneLine(application.jobPosition, 150);
    const exp = application.experience ?? '';
    const notice = application.noticePeriod ?? '';
    return [
      ...this.staffMails(
        'application.staff',
        this.config.mail.staff.hr,
        application.email,
        `New job application: ${position} - ${name}`,
        'New job application',
        [
          {
            fields: [
              ['Name', name],
              ['Email', application.email],
              ['Phone', application.phoneNumber],
              ['Job position', position],
              ['Experience', EXPERIENCE[exp] ?? exp],
              ['Notice period', NOTICE[notice] ?? notice],
              ['Salary expectation', application.salaryExpectation],
              ['LinkedIn', application.linkedin],
              [
                'Resume',
                application.resumeKey
                  ? 'Uploaded - download it from the admin panel'
                  : 'No resume uploaded',
              ],
              ['Received', received(application.createdAt)],
            ],
          },
          {
            link: this.adminLink('career-applications'),
            label: 'Open Career Applications in the admin panel',
          },
        ],
      ),
      ...this.submitterMail(
        'application.ack',
        { address: application.email, name },
        BRAND.careersEmail,
        `We have received your application for ${position}`,
        'Thank you for your application',
        [
          { p: `Dear ${name},` },
          {
            p: `Thank you for applying for the position of ${position} at ${BRAND.name}. Our HR team will review your application and contact you if your profile matches the role.`,
          },
          { p: `For questions about your application, write to ${BRAND.careersEmail}.` },
        ],
      ),
    ];
  }

  /**
   * [the double opt-in mail: a link to the page where the address confirms the sign-up]. No
   * List-Unsubscribe: nobody is subscribed yet, and ignoring the mail is all it takes.
   */
  newsletterConfirmation(email: string, confirmUrl: string, validHours: number): MailMessage[] {
    const url = assertWebUrl(confirmUrl, 'confirmation URL');
    const hours = `${validHours} hour${validHours === 1 ? '' : 's'}`;
    return this.submitterMail(
      'newsletter.confirmation',
      { address: email },
      BRAND.generalEmail,
      `Confirm your subscription to the ${BRAND.name} newsletter`,
      'Confirm your subscription',
      [
        {
          p: `Someone, hopefully you, asked to subscribe this address to the ${BRAND.name} newsletter.`,
        },
        {
          p: `To confirm, open the link below and press "Confirm subscription". The link works for ${hours}.`,
        },
        { link: url, label: 'Confirm your subscription' },
        {
          p: 'If you did not ask for this, ignore this email: you will not be subscribed, and the address is deleted after the link runs out.',
        },
      ],
    );
  }

  /** [welcome, as every newsletter mail: the unsubscribe link and List-Unsubscribe (one-click)]. */
  newsletterWelcome(email: string, unsubscribe: NewsletterUnsubscribe): MailMessage[] {
    return this.newsletterMail(
      'newsletter.welcome',
      email,
      `Welcome to the ${BRAND.name} newsletter`,
      'Welcome to our newsletter',
      [
        { p: `Thank you for confirming your subscription to the ${BRAND.name} newsletter.` },
        {
          p: 'We will write occasionally with news about early cancer detection, our tests and our information sessions.',
        },
      ],
      unsubscribe,
    );
  }

  /** [one newsletter to one confirmed subscriber]: the path for sending newsletters. */
  newsletterIssue(
    email: string,
    issue: { subject: string; heading: string; paragraphs: string[] },
    unsubscribe: NewsletterUnsubscribe,
  ): MailMessage[] {
    return this.newsletterMail(
      'newsletter.issue',
      email,
      issue.subject,
      oneLine(issue.heading, 200),
      issue.paragraphs.map((p) => ({ p })),
      unsubscribe,
    );
  }

  /** [the "Forgot password?" link to a staff member's own address]: single use, time-limited. */
  staffPasswordReset(
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
          siteUrl: this.site,
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

  /**
   * Every newsletter mail goes through here: it ends with the link to the unsubscribe page
   * and carries `List-Unsubscribe: <https one-click URL>, <mailto:…>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   */
  private newsletterMail(
    kind: MailKind,
    email: string,
    subject: string,
    heading: string,
    blocks: Block[],
    unsubscribe: NewsletterUnsubscribe,
  ): MailMessage[] {
    const page = assertWebUrl(unsubscribe.page, 'unsubscribe page URL');
    const listUnsubscribe = {
      url: assertWebUrl(unsubscribe.oneClick, 'one-click unsubscribe URL'),
      mailto: assertMailtoUrl(unsubscribe.mailto, 'unsubscribe mailto'),
      oneClick: true,
    };
    return this.submitterMail(
      kind,
      { address: email },
      BRAND.generalEmail,
      subject,
      heading,
      [
        ...blocks,
        { p: 'You can stop these emails at any time, with one click:' },
        { link: page, label: 'Unsubscribe' },
      ],
      { listUnsubscribe },
    );
  }
}
