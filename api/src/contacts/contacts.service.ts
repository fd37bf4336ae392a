import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { Principal } from '../auth/auth.service';
import { AuditService } from '../audit/audit.service';
import { CAPTCHA_MESSAGE_FORMS, CaptchaService } from '../common/captcha/captcha.service';
import { countRows, streamCsv } from '../common/csv/csv';
import { contactsExportName, formatDateTime } from '../common/csv/export-format';
import { applySearchAndRange, paginate } from '../common/listing/listing';
import { UnfilteredCount } from '../common/listing/unfiltered-count';
import type { ListQueryDto } from '../common/listing/list-query.dto';
import { Contact } from './contact.entity';
import { MailComposer } from '../notifications/mail-composer';
import { OutboxService } from '../notifications/outbox.service';
import type { CreateContactDto } from './dto/create-contact.dto';
import {
  toContactView,
  type ContactsExportQueryDto,
  type ContactsPage,
  type ContactView,
} from './dto/contact.views';

export const NO_CONTACTS_IN_RANGE = 'No data found for the selected date range.';
const SEARCH_COLUMNS = ['c.name', 'c.email', 'c.message'];

interface ContactRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  source: string | null;
  created_at: Date;
}

@Injectable()
export class ContactsService {
  private readonly all = new UnfilteredCount(() => this.db.getRepository(Contact).count());

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(OutboxService) private readonly outbox: OutboxService,
    @Inject(MailComposer) private readonly mails: MailComposer,
  ) {}

  /**
   * Verifies the captcha, then uses it up, stores the submission and its mails (staff
   * notification, acknowledgement) in one statement: all or nothing, so a solution is spent
   * only on a stored submission.
   */
  async submit(dto: CreateContactDto): Promise<void> {
    const claim = await this.captcha.verify(dto.captcha, CAPTCHA_MESSAGE_FORMS);
    await this.captcha.claimWith(claim, CAPTCHA_MESSAGE_FORMS, (use) =>
      this.outbox.insertWith(
        [
          use.statement,
          {
            sql: `INSERT INTO contacts (name, email, phone, message, source)
                  VALUES ($1, $2, $3, $4, 'website')`,
            params: [dto.name, dto.email, dto.phone, dto.message],
          },
        ],
        this.mails.contactReceived(dto),
      ),
    );
  }

  async list(q: ListQueryDto): Promise<ContactsPage> {
    const qb = this.db
      .getRepository(Contact)
      .createQueryBuilder('c')
      .orderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC');
    applySearchAndRange(qb, { ...q, columns: SEARCH_COLUMNS, dateColumn: 'c.createdAt' });
    const page = await paginate(qb, q.page, q.pageSize);
    const filtered = Boolean(q.search?.trim() || q.from || q.to);
    if (!filtered) this.all.remember(page.total);
    const all = filtered ? await this.all.get(page.total) : page.total;
    return { ...page, data: page.data.map(toContactView), all };
  }

  async get(id: number): Promise<ContactView> {
    const c = await this.db.getRepository(Contact).findOneBy({ id });
    if (!c) throw new NotFoundException('Contact not found.');
    return toContactView(c);
  }

  /** Streams the CSV export (404 when the range holds nothing); the export is audited. */
  async export(
    q: ContactsExportQueryDto,
    res: Response,
    p: Principal,
    ip: string | undefined,
  ): Promise<void> {
    const qb = this.db
      .createQueryBuilder()
      .select('c.id', 'id')
      .addSelect(['c.name AS name', 'c.email AS email', 'c.phone AS phone'])
      .addSelect(['c.message AS message', 'c.source AS source', 'c.created_at AS created_at'])
      .from('contacts', 'c')
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC');
    applySearchAndRange(qb, { from: q.from, to: q.to, columns: [], dateColumn: 'c.created_at' });
    const [sql, params] = qb.getQueryAndParameters();
    // Counted without the ORDER BY, so Postgres may count with a plain scan.
    const [countSql, countParams] = qb.clone().orderBy().getQueryAndParameters();
    const count = await countRows(this.db, countSql, countParams);
    if (count === 0) throw new NotFoundException(NO_CONTACTS_IN_RANGE);
    const filename = contactsExportName(q.from, q.to);
    await this.audit.record(p, 'contacts.export', `${filename} (${count})`, ip);
    await streamCsv<ContactRow>(
      this.db,
      res,
      {
        filename,
        header: ['S.No', 'ID', 'Name', 'Email', 'Phone', 'Message', 'Date Submitted', 'Source'],
        sql,
        params,
        toCells: (r, n) => [
          n,
          r.id,
          r.name,
          r.email,
          r.phone ?? '',
          r.message,
          formatDateTime(r.created_at, 'en-IN'),
          r.source || 'Website',
        ],
      },
      count,
    );
  }
}
