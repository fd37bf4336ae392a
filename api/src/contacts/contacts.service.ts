import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import { AuditService } from '../audit/audit.service';
import { CAPTCHA_MESSAGE_FORMS, CaptchaService } from '../platform/captcha/captcha.service';
import { type CsvDownload, prepareCsvExport } from '../platform/csv/csv-export';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { contactsExportName, formatDateTime } from '../platform/csv/export-format';
import type { AdminList, PageWithAll } from '../platform/listing/admin-list';
import { deleteRecord } from '../platform/listing/delete-record';
import type { ContactExportQueryDto, ContactListQueryDto } from '../inbox/dto/inbox-filters.dto';
import { applyInboxFilter, inboxWhere, isFiltered } from '../inbox/inbox-filter';
import { statusLabel } from '../submissions/inbox-status';
import {
  PERSON_SEARCH_COLUMNS,
  personSubmissionList,
  type PersonSubmissionRow,
} from '../submissions/person-submission.view';
import type { SqlStatement } from '../platform/database/sql-statement';
import { SubmissionWriter } from '../submissions/submission-writer';
import { MailComposer } from '../notifications/mail-composer';
import { Contact } from './contact.entity';
import type { CreateContactDto } from './dto/create-contact.dto';
import { toContactView, type ContactView } from './dto/contact.views';

export const NO_CONTACTS_IN_RANGE = 'No data found for the selected date range.';
export const CONTACT_NOT_FOUND = 'Contact not found.';

/** The row of one contact form submission (one part of the form's single statement). */
export function contactInsert(
  c: Pick<CreateContactDto, 'name' | 'email' | 'phone' | 'message' | 'privacyNotice'>,
): SqlStatement {
  return {
    sql: `INSERT INTO contacts (name, email, phone, message, source, privacy_notice, consented_at)
          VALUES ($1, $2, $3, $4, 'website', $5, now())`,
    params: [c.name, c.email, c.phone, c.message, c.privacyNotice],
  };
}

interface ContactRow extends PersonSubmissionRow {
  message: string;
  status: string;
}

@Injectable()
export class ContactsService {
  private readonly listing: AdminList<Contact, ContactView>;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(SubmissionWriter) private readonly submissions: SubmissionWriter,
    @Inject(MailComposer) private readonly mails: MailComposer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.listing = personSubmissionList(db, Contact, 'c', toContactView);
  }

  /**
   * Verifies the captcha, then uses it up, stores the submission and its mails (staff
   * notification, acknowledgement) in one statement: all or nothing, so a solution is spent
   * only on a stored submission.
   */
  async submit(dto: CreateContactDto): Promise<void> {
    await this.submissions.submit({
      captcha: await this.captcha.verify(dto.captcha, CAPTCHA_MESSAGE_FORMS),
      insert: contactInsert(dto),
      mails: this.mails.contactReceived(dto),
    });
  }

  /** The list of the search, date range and status filter. */
  list(q: ContactListQueryDto): Promise<PageWithAll<ContactView>> {
    return this.listing.pageWithAll(q, (qb) => applyInboxFilter(qb, 'c', q), isFiltered(q));
  }

  get(id: number): Promise<ContactView> {
    return this.listing.get(id, CONTACT_NOT_FOUND);
  }

  /**
   * Deletes one submission and audits it in one transaction. Its notification mails are separate
   * outbox rows (no reference to the contact) and go with the outbox's retention.
   */
  async delete(id: number, p: Principal, ip: string | undefined): Promise<void> {
    await deleteRecord(this.db, {
      table: 'contacts',
      id,
      notFound: CONTACT_NOT_FOUND,
      audit: (m) => this.audit.record(p, 'contact.delete', id, ip, m),
    });
  }

  /**
   * The CSV export of the list's filter, or of the selected rows (`ids`); 404 when they match
   * nothing; audited.
   */
  export(q: ContactExportQueryDto, p: Principal, ip: string | undefined): Promise<CsvDownload> {
    return prepareCsvExport<ContactRow>(
      this.db,
      {
        table: 'contacts',
        columns: ['id', 'name', 'email', 'phone', 'message', 'source', 'created_at', 'status'],
        search: { text: q.search, columns: PERSON_SEARCH_COLUMNS },
        from: q.from,
        to: q.to,
        where: inboxWhere('t', q),
        empty: NO_CONTACTS_IN_RANGE,
        filename: contactsExportName(q.from, q.to),
        statementTimeoutMs: this.config.dbStatementTimeoutMs.long,
        header: [
          'S.No',
          'ID',
          'Name',
          'Email',
          'Phone',
          'Message',
          'Date Submitted',
          'Source',
          'Status',
        ],
        toCells: (r, n) => [
          n,
          r.id,
          r.name,
          r.email,
          r.phone ?? '',
          r.message,
          formatDateTime(r.created_at, 'en-IN'),
          r.source || 'Website',
          statusLabel(r.status),
        ],
      },
      (detail) => this.audit.record(p, 'contacts.export', detail, ip),
    );
  }
}
