import { WEBHOOK_OUTBOX, type WebhookOutbox } from '../platform/outbox/webhook-events';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import { AuditService } from '../audit/audit.service';
import { type CsvDownload, prepareCsvExport } from '../platform/csv/csv-export';
import { deleteRecord } from '../platform/listing/delete-record';
import { KeptCount } from '../platform/listing/kept-count';
import { SubmissionWriter } from '../submissions/submission-writer';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { MailComposer, type NewsletterUnsubscribe } from '../notifications/mail-composer';
import { sitePath, type SiteLanguage } from '../notifications/mail-languages';
import {
  BAD_CONFIRM_LINK,
  BAD_UNSUBSCRIBE_LINK,
  SUBSCRIPTION_GONE,
  EXPIRED_CONFIRM_LINK,
} from './dto/create-subscription.dto';
import {
  toSubscriberView,
  type SubscriberDetailView,
  type SubscribersExportQueryDto,
  type SubscribersPage,
  type SubscribersQueryDto,
  type SubscriberStatusFilter,
} from './dto/subscriber.views';
import type { SubscriberStatus } from './subscriber.entity';
import { SubscribersRepository } from './subscribers.repository';
import { SubscriberTokens } from './subscriber-tokens';
import { ErrorCode } from '../platform/errors/error-code';
import { SUBSCRIBER_KIND as K } from './subscriber.kind';

/** The public pages the newsletter's links open (public-web/pages/newsletter/). */
const CONFIRM_PAGE = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';
/** The List-Unsubscribe URL: a POST unsubscribes (one-click), a GET goes to UNSUBSCRIBE_PAGE. */
const ONE_CLICK_PATH = '/api/subscriptions/unsubscribe';
/**
 * A pending address that signs up again gets a new confirmation mail at most this often, so
 * the form cannot be used to flood a stranger's inbox (the answer is the same either way).
 */
export const CONFIRMATION_RESEND_MINUTES = 60;

const badLink = (message: string, code = ErrorCode.LinkInvalid) =>
  new BadRequestException({
    message,
    code,
    details: { token: message },
    detailCodes: { token: code },
  });

@Injectable()
export class SubscriptionsService {
  private readonly tokens: SubscriberTokens;
  /** "All" of each status for a filtered list (see KeptCount). */
  private readonly allOf: Record<SubscriberStatusFilter, KeptCount>;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SubscribersRepository) private readonly subscribers: SubscribersRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SubmissionWriter) private readonly submissions: SubmissionWriter,
    @Inject(WEBHOOK_OUTBOX) private readonly webhooks: WebhookOutbox,
    @Inject(MailComposer) private readonly mails: MailComposer,
  ) {
    this.tokens = new SubscriberTokens(config.keys.links);
    const countOf = (status: SubscriberStatusFilter) =>
      new KeptCount(() => subscribers.count(status));
    this.allOf = {
      all: countOf('all'),
      confirmed: countOf('confirmed'),
      pending: countOf('pending'),
    };
  }

  private get site(): string {
    return this.config.publicSiteUrl.replace(/\/+$/, '');
  }

  /**
   * Double opt-in: a new address is stored as pending with a confirmation mail (row and mail in
   * one transaction). A pending address gets a fresh mail only if the last one is older than
   * CONFIRMATION_RESEND_MINUTES; a confirmed address gets nothing. The caller answers the same
   * in every case. The unique index on lower(email) settles concurrent sign-ups of one address.
   */
  async subscribe(email: string, privacyNotice: string, language: SiteLanguage): Promise<void> {
    await this.submissions.submit({
      store: async (m) => {
        const id = await this.subscribers.signUp(
          m,
          email,
          CONFIRMATION_RESEND_MINUTES,
          privacyNotice,
          language,
        );
        if (id === null) return { result: undefined, mails: [] };
        const hours = this.config.newsletter.confirmHours;
        const expiresAt = new Date(Date.now() + hours * 3600_000);
        return {
          result: undefined,
          mails: this.mails.newsletterConfirmation(
            email,
            this.confirmUrl(id, expiresAt, language),
            hours,
            language,
          ),
        };
      },
    });
  }

  /**
   * The link of the confirmation mail: the public page with the "Confirm subscription" button,
   * in the language the address signed up in.
   */
  confirmUrl(id: number, expiresAt: Date, language: SiteLanguage = 'en'): string {
    const token = this.tokens.confirm(id, expiresAt);
    return `${this.site}${sitePath(CONFIRM_PAGE, language)}?token=${encodeURIComponent(token)}`;
  }

  /**
   * Whether a confirmation link can still be used (the confirmation page asks before it shows
   * its button). Reads only. 400 for a bad or used-up link.
   */
  async confirmationState(token: string): Promise<SubscriberStatus> {
    const link = this.verifyConfirm(token);
    const status = await this.subscribers.statusOf(this.db.manager, link.id);
    if (status === 'confirmed') return 'confirmed';
    if (status && link.fresh) return 'pending';
    throw link.fresh
      ? badLink(BAD_CONFIRM_LINK)
      : badLink(EXPIRED_CONFIRM_LINK, ErrorCode.LinkExpired);
  }

  /**
   * Confirms the pending sign-up the link names and queues the welcome mail, in one
   * transaction. Idempotent: a confirmed subscription stays confirmed and gets no second
   * welcome (a concurrent second confirmation waits for the first and finds it done). An
   * expired link, or one whose sign-up is gone, is a 400.
   */
  async confirm(token: string): Promise<void> {
    const link = this.verifyConfirm(token);
    await this.submissions.submit({
      store: async (m) => {
        if (link.fresh) {
          const confirmed = await this.subscribers.confirmPending(m, link.id);
          if (confirmed !== null) {
            return {
              result: undefined,
              mails: this.mails.newsletterWelcome(
                confirmed.email,
                this.unsubscribeLinks(link.id, confirmed.language),
                confirmed.language,
              ),
              events: [{ type: 'subscriber.confirmed', data: { id: link.id } }],
            };
          }
        }
        if ((await this.subscribers.statusOf(m, link.id)) === 'confirmed') {
          return { result: undefined, mails: [] };
        }
        throw link.fresh
          ? badLink(BAD_CONFIRM_LINK)
          : badLink(EXPIRED_CONFIRM_LINK, ErrorCode.LinkExpired);
      },
    });
  }

  private verifyConfirm(token: string): { id: number; fresh: boolean } {
    const link = this.tokens.verifyConfirm(token);
    if (!link) throw badLink(BAD_CONFIRM_LINK);
    return { id: link.id, fresh: link.expiresAt.getTime() > Date.now() };
  }

  /** The signed token of a subscriber's unsubscribe links. */
  unsubscribeToken(id: number): string {
    return this.tokens.unsubscribe(id);
  }

  /**
   * The unsubscribe links of every newsletter mail to subscriber `id`: the page (the body's
   * link), the one-click URL and a mailto naming the subscription (List-Unsubscribe).
   */
  unsubscribeLinks(id: number, language: SiteLanguage = 'en'): NewsletterUnsubscribe {
    const token = encodeURIComponent(this.tokens.unsubscribe(id));
    return {
      page: `${this.site}${sitePath(UNSUBSCRIBE_PAGE, language)}?token=${token}`,
      oneClick: `${this.site}${ONE_CLICK_PATH}?token=${token}`,
      mailto: `mailto:${this.config.mail.unsubscribeAddress}?subject=unsubscribe%20${token}`,
    };
  }

  /** 400 unless the token is a good unsubscribe token (the GET of the link checks it too). */
  checkUnsubscribeToken(token: string): void {
    if (this.tokens.verifyUnsubscribe(token) === null) throw badLink(BAD_UNSUBSCRIBE_LINK);
  }

  /**
   * Sets the language of the subscription the unsubscribe token names (the page that link opens
   * offers it): its own mails that follow are written in it, and newsletters once they are
   * written per language. 404 once it is gone.
   */
  async setLanguage(token: string, language: SiteLanguage): Promise<void> {
    const id = this.tokens.verifyUnsubscribe(token);
    if (id === null) throw badLink(BAD_UNSUBSCRIBE_LINK);
    if (!(await this.subscribers.setLanguage(id, language)))
      throw new NotFoundException(SUBSCRIPTION_GONE);
  }

  /** Removes the subscription the token names; a second click on the same link also succeeds. */
  async unsubscribe(token: string): Promise<void> {
    const id = this.tokens.verifyUnsubscribe(token);
    if (id === null) throw badLink(BAD_UNSUBSCRIBE_LINK);
    await this.db.transaction(async (m) => {
      if (await this.subscribers.deleteById(m, id))
        await this.webhooks.record(m, [
          { type: 'subscriber.removed', data: { id, reason: 'unsubscribed' } },
        ]);
    });
  }

  /**
   * Every sign-up (by default) or one status: the page, its figures and "all". The three
   * figures count the same rows as the list (status, search and date range): the total, those
   * of today (IST) and those of the last 7 days.
   */
  async list(q: SubscribersQueryDto): Promise<SubscribersPage> {
    const status = q.status ?? 'all';
    const { page, today, thisWeek } = await this.subscribers.page(q, status);
    const filtered = Boolean(q.search?.trim() || q.from || q.to);
    if (!filtered) this.allOf[status].remember(page.total);
    return {
      ...page,
      all: filtered ? await this.allOf[status].get(page.total) : page.total,
      stats: { total: page.total, today, thisWeek },
    };
  }

  async get(id: number): Promise<SubscriberDetailView> {
    const s = await this.subscribers.findById(id);
    if (!s) throw new NotFoundException('Subscription not found.');
    return {
      ...toSubscriberView(s),
      confirmed_at: s.confirmedAt ? s.confirmedAt.toISOString() : null,
      language: s.language,
    };
  }

  /** Deletes and audits in one transaction. */
  async delete(id: number, p: Principal, ip: string | undefined): Promise<void> {
    await deleteRecord(this.db, {
      table: K.table,
      id,
      notFound: 'Subscription not found.',
      audit: async (m) => {
        await this.audit.record(p, K.audit.delete, { id }, ip, m);
        await this.webhooks.record(m, [
          { type: 'subscriber.removed', data: { id, reason: 'deleted' } },
        ]);
      },
    });
  }

  /**
   * The CSV export of the list's sign-ups (all, or one status) with its search and date range
   * (404 when they match nothing); the export is audited. Each status alone goes to a file of its
   * own (`…_confirmed.csv`, `…_pending.csv`).
   */
  export(q: SubscribersExportQueryDto, p: Principal, ip: string | undefined): Promise<CsvDownload> {
    const status = q.status ?? 'all';
    const { columns, header, empty, filename } = K.csv;
    return prepareCsvExport(
      this.db,
      {
        table: K.table,
        columns,
        search: { text: q.search, columns: K.list.search },
        where: status === 'all' ? undefined : { sql: 't.status = :status', params: { status } },
        from: q.from,
        to: q.to,
        empty,
        filename: filename(status, q.from, q.to),
        statementTimeoutMs: this.config.dbStatementTimeoutMs.long,
        header,
      },
      (detail) => this.audit.record(p, K.audit.export, detail, ip),
    );
  }
}
