import { Injectable } from '@nestjs/common';
import type { ApplicationMailData, ContactMailData, RegistrationMailData } from './mail-data';
import { applicationReceived, contactReceived, registrationReceived } from './form-mails';
import { MailFrame } from './mail-frame';
import type { MailMessage } from './mail-message';
import type { SiteLanguage } from './mail-languages';
import {
  newsletterConfirmation,
  newsletterIssue,
  newsletterWelcome,
  type NewsletterIssue,
  type NewsletterUnsubscribe,
} from './newsletter-mails';
import { staffPasswordReset, webhookDisabled } from './staff-mails';

export { sessionDateLabel } from './mail-data';
export type { ApplicationMailData, ContactMailData, RegistrationMailData } from './mail-data';
export type { NewsletterIssue, NewsletterUnsubscribe } from './newsletter-mails';

/**
 * Builds the mails for each kind of submission from plain data; OutboxService.enqueue() stores
 * them. User text is escaped in HTML and stripped of control characters in headers. The
 * submitter's own message is not echoed back to the address they typed (an unverified address
 * must not turn our forms into a relay for someone else's text). A submitter address that is not
 * a plain ASCII address yields no acknowledgement rather than failing the submission.
 */
@Injectable()
export class MailComposer extends MailFrame {
  /** [staff notification …, acknowledgement to the sender]. */
  contactReceived(contact: ContactMailData): MailMessage[] {
    return contactReceived(this, contact);
  }

  /** [staff notification …, confirmation with the session's date, time and mode]. */
  registrationReceived(registration: RegistrationMailData): MailMessage[] {
    return registrationReceived(this, registration);
  }

  /** [HR notification … (links to the panel, no attachment), acknowledgement to the applicant]. */
  applicationReceived(application: ApplicationMailData): MailMessage[] {
    return applicationReceived(this, application);
  }

  /** [the double opt-in mail: a link to the page where the address confirms the sign-up]. */
  newsletterConfirmation(
    email: string,
    confirmUrl: string,
    validHours: number,
    language: SiteLanguage = 'en',
  ): MailMessage[] {
    return newsletterConfirmation(this, email, confirmUrl, validHours, language);
  }

  /** [welcome, as every newsletter mail: the unsubscribe link and List-Unsubscribe (one-click)]. */
  newsletterWelcome(
    email: string,
    unsubscribe: NewsletterUnsubscribe,
    language: SiteLanguage = 'en',
  ): MailMessage[] {
    return newsletterWelcome(this, email, unsubscribe, language);
  }

  /** [one newsletter to one confirmed subscriber]: the path for sending newsletters. */
  newsletterIssue(
    email: string,
    issue: NewsletterIssue,
    unsubscribe: NewsletterUnsubscribe,
    language: SiteLanguage = 'en',
  ): MailMessage[] {
    return newsletterIssue(this, email, issue, unsubscribe, language);
  }

  /** [the "Forgot password?" link to a staff member's own address]: single use, time-limited. */
  staffPasswordReset(
    to: { username: string; email: string },
    link: string,
    validMinutes: number,
  ): MailMessage[] {
    return staffPasswordReset(this, to, link, validMinutes);
  }

  /** [one per address]: a webhook endpoint that kept failing was switched off. */
  webhookDisabled(to: readonly string[], endpoint: { url: string; reason: string }): MailMessage[] {
    return webhookDisabled(this, to, endpoint);
  }
}
