import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { MailComposer } from '../notifications/mail-composer';
import type { Principal } from '../platform/access/principal';
import { MAIL_OUTBOX, type MailOutbox } from '../platform/outbox/outbox-port';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type {
  CreateNewsletterDto,
  NewsletterTranslationsDto,
  NewsletterListQueryDto,
  NewsletterListResponse,
  NewsletterView,
  UpdateNewsletterDto,
} from './dto/newsletter.dto';
import type { Newsletter } from './newsletter.entity';
import { NewslettersRepository } from './newsletters.repository';
import { NEWSLETTER_KIND as K, toNewsletterView } from './newsletter.kind';
import { progressOf } from './newsletter-progress';
import { istClock } from '../platform/dates/ist';
import { ContentImages } from '../media/content-images';
import {
  issueOf,
  refused,
  textOf,
  translationsOf,
  versionFor,
  type NewsletterText,
} from './newsletter-text';
import { imageNamesIn } from '../media/image-address';
import { SITE_LANGUAGES } from '../notifications/mail-languages';

const conflict = (message: string, details?: Record<string, string>) =>
  new ConflictException(details ? { message, details } : message);

/**
 * Staff's newsletters: drafts (optimistic versions), a test mail to oneself, and the start of a
 * send. The queueing itself is NewsletterSender's, tick by tick.
 */
@Injectable()
export class NewslettersService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(NewslettersRepository) private readonly newsletters: NewslettersRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(MailComposer) private readonly mails: MailComposer,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(SubscriptionsService) private readonly subscriptions: SubscriptionsService,
    @Inject(ContentImages) private readonly images: ContentImages,
  ) {}

  async list(q: NewsletterListQueryDto): Promise<NewsletterListResponse> {
    const page = await this.newsletters.page(q);
    return { ...page, data: await this.views(this.db, page.data) };
  }

  async get(id: number): Promise<NewsletterView> {
    const n = await this.newsletters.findById(id);
    if (!n) throw new NotFoundException(K.messages.notFound);
    return (await this.views(this.db, [n]))[0];
  }

  async create(dto: CreateNewsletterDto, p: Principal, ip: string): Promise<NewsletterView> {
    const text = await this.checked(dto);
    const versions = await this.checkedTranslations(dto.translations ?? {});
    return this.db.transaction(async (m) => {
      const n = await this.newsletters.create(m, {
        subject: dto.subject,
        ...text,
        translations: versions.translations,
        imageNames: [...new Set([...text.imageNames, ...versions.imageNames])],
        updatedBy: p.username,
      });
      await this.audit.record(p, K.audit.create, K.auditDetails(n), ip, m);
      return this.view(m, n.id);
    });
  }

  /**
   * A draft's new subject, text and/or versions in other languages (a part left out stays as
   * it is), refused when it was made on an older version than the stored one.
   */
  async update(
    id: number,
    dto: UpdateNewsletterDto,
    p: Principal,
    ip: string,
  ): Promise<NewsletterView> {
    const textGiven = dto.body !== undefined || dto.doc !== undefined;
    const text = textGiven ? await this.checked(dto) : null;
    // Sent as null: no versions in other languages any more.
    const versions =
      dto.translations === undefined
        ? null
        : await this.checkedTranslations(dto.translations ?? {});
    return this.db.transaction(async (m) => {
      const n = await this.locked(m, id);
      if (n.status !== 'draft') throw conflict(K.messages.onlyDraftChanged);
      if (dto.version !== n.version) {
        throw conflict(K.messages.changedBy(n.updatedBy, istClock(n.updatedAt)));
      }
      const subject = dto.subject ?? n.subject;
      const english = text ?? { body: n.body, doc: n.doc, imageNames: imageNamesIn(n.doc) };
      const translations = versions?.translations ?? n.translations;
      const imageNames = [
        ...english.imageNames,
        ...Object.values(translations).flatMap((v) => imageNamesIn(v.doc)),
      ];
      await this.newsletters.updateDraft(m, id, p.username, {
        subject,
        body: english.body,
        doc: english.doc,
        translations,
        imageNames: [...new Set(imageNames)],
      });
      await this.audit.record(p, K.audit.update, K.auditDetails({ id, subject }), ip, m);
      return this.view(m, id);
    });
  }

  /** The draft's text (textOf), whose images must be the library's. */
  private async checked(dto: Pick<CreateNewsletterDto, 'body' | 'doc'>): Promise<NewsletterText> {
    const text = textOf(dto);
    const problem = await this.images.bodyImagesProblem(text.doc);
    if (problem) throw refused(problem);
    return text;
  }

  /** The versions in other languages (translationsOf), whose images must be the library's. */
  private async checkedTranslations(given: NewsletterTranslationsDto) {
    const versions = translationsOf(given);
    for (const [language, version] of Object.entries(versions.translations)) {
      const problem = await this.images.bodyImagesProblem(version.doc);
      if (problem) throw refused(problem, `translations.${language}.body`);
    }
    return versions;
  }

  async remove(id: number, p: Principal, ip: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const n = await this.locked(m, id);
      if (n.status !== 'draft') throw conflict(K.messages.onlyDraftDeleted);
      await this.newsletters.delete(m, id);
      await this.audit.record(p, K.audit.delete, K.auditDetails(n), ip, m);
    });
  }

  /** Confirmed subscribers now: what a send would go to. */
  recipients(m: DataSource | EntityManager = this.db): Promise<number> {
    return this.newsletters.confirmedSubscribers(m);
  }

  /**
   * The newsletter, "[Test]" before its subject, to the caller's own address: one mail of each
   * language it is written in. Its unsubscribe links name no subscription, so they show how they
   * look and change nothing.
   */
  async sendTest(id: number, p: Principal, ip: string): Promise<string> {
    return this.db.transaction(async (m) => {
      const n = await this.locked(m, id);
      const address = (await this.newsletters.userEmail(m, p.userId))?.trim();
      const languages = SITE_LANGUAGES.filter((l) => versionFor(n, l).language === l);
      const images = await this.images.describeIn(
        languages.map((l) => versionFor(n, l).version.doc),
      );
      const mails = address
        ? languages.flatMap((l) => {
            const { version } = versionFor(n, l);
            return this.mails.newsletterIssue(
              address,
              { ...issueOf(version, images), subject: `[Test] ${version.subject}` },
              this.subscriptions.unsubscribeLinks(0),
              l,
            );
          })
        : [];
      if (!address || mails.length === 0) throw new BadRequestException(K.messages.noAddress);
      await this.outbox.enqueue(m, mails);
      await this.audit.record(p, K.audit.test, K.auditDetails(n), ip, m);
      return K.messages.testQueued(address, languages);
    });
  }

  /**
   * Starts sending a draft: in one transaction, a delivery row for each confirmed subscriber
   * (the recipients, fixed now) and the status 'sending'. Refused when the count is not the one
   * the sender confirmed. NewsletterSender then queues the mails.
   */
  async send(id: number, expected: number, p: Principal, ip: string): Promise<NewsletterView> {
    return this.db.transaction(async (m) => {
      const n = await this.locked(m, id);
      if (n.status === 'sending') throw conflict(K.messages.alreadySending);
      if (n.status === 'sent') throw conflict(K.messages.alreadySent);
      const count = await this.newsletters.fixRecipients(m, id);
      if (count === 0) throw new BadRequestException(K.messages.noRecipients);
      if (count !== expected) {
        const message = K.messages.countChanged(count);
        throw conflict(message, { expected: message });
      }
      await this.newsletters.markSending(m, id, count);
      await this.audit.record(p, K.audit.send, K.auditDetails(n), ip, m);
      return this.view(m, id);
    });
  }

  private async locked(m: EntityManager, id: number): Promise<Newsletter> {
    const n = await this.newsletters.lockById(m, id);
    if (!n) throw new NotFoundException(K.messages.notFound);
    return n;
  }

  private async view(m: EntityManager, id: number): Promise<NewsletterView> {
    const n = await this.newsletters.getById(m, id);
    return (await this.views(m, [n]))[0];
  }

  private async views(db: DataSource | EntityManager, rows: Newsletter[]) {
    const progress = await progressOf((ids) => this.newsletters.liveCounts(db, ids), rows);
    return rows.map((n) => toNewsletterView(n, progress.get(n.id)!));
  }
}
