import { Permission } from '../platform/access/permissions';
import type { SiteLanguage } from '../notifications/mail-languages';

/** The languages as the panel's messages name them. */
const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: 'English',
  hi: 'Hindi',
  mr: 'Marathi',
};
import type { NewsletterProgress, NewsletterView } from './dto/newsletter.dto';
import { NEWSLETTER_STATUSES, Newsletter } from './newsletter.entity';

/** A newsletter's view; its progress is counted apart (see newsletter-progress.ts). */
export function toNewsletterView(n: Newsletter, progress: NewsletterProgress): NewsletterView {
  return {
    id: n.id,
    subject: n.subject,
    body: n.body,
    doc: n.doc,
    status: n.status,
    version: n.version,
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt.toISOString(),
    updated_by: n.updatedBy,
    send_started_at: n.sendStartedAt ? n.sendStartedAt.toISOString() : null,
    sent_at: n.sentAt ? n.sentAt.toISOString() : null,
    progress,
    translations: { hi: n.translations.hi ?? null, mr: n.translations.mr ?? null },
  };
}

/**
 * Newsletters, declared once: staff write drafts, mail a test to themselves and send a draft to
 * every confirmed subscriber through the outbox. The text holds no personal data, so neither
 * retention nor the privacy desk knows them; a recipient's delivery row keeps only the
 * subscriber's number (see the migration), and their mails are the outbox's.
 */
export const NEWSLETTER_KIND = {
  table: 'newsletters',
  statuses: NEWSLETTER_STATUSES,
  permissions: { send: Permission.NewslettersSend },
  /** The kind of every newsletter mail in the outbox, tests included. */
  mailKind: 'newsletter.issue',
  audit: {
    create: 'newsletter.create',
    update: 'newsletter.update',
    delete: 'newsletter.delete',
    test: 'newsletter.test',
    send: 'newsletter.send',
  },
  /** The audit target: id and subject, so the log reads without a lookup. */
  auditDetails: (n: Pick<Newsletter, 'id' | 'subject'>) => ({ id: n.id, name: n.subject }),
  messages: {
    notFound: 'Newsletter not found.',
    deleted: 'Newsletter deleted.',
    onlyDraftChanged: 'Only a draft can be changed.',
    onlyDraftDeleted: 'Only a draft can be deleted.',
    alreadySending: 'This newsletter is already being sent.',
    alreadySent: 'This newsletter has already been sent.',
    noRecipients: 'There are no confirmed subscribers to send to.',
    noAddress: 'Add your e-mail address in My account first.',
    testQueued: (address: string, languages: readonly SiteLanguage[]) =>
      languages.length === 1
        ? `A test mail is on its way to ${address}.`
        : `A test mail in each of its languages (${languages.map((l) => LANGUAGE_NAMES[l]).join(', ')}) is on its way to ${address}.`,
    countChanged: (n: number) =>
      `The number of confirmed subscribers is now ${n}. Check and send again.`,
    changedBy: (username: string, time: string) =>
      `This newsletter was changed by ${username} at ${time}. Reload to see their version.`,
  },
} as const;
