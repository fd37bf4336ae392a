import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import { AuditService } from '../audit/audit.service';
import { CAPTCHA_MESSAGE_FORMS, CaptchaService } from '../platform/captcha/captcha.service';
import { type CsvDownload, prepareCsvExport } from '../platform/csv/csv-export';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { filteredExportName, formatDateTime } from '../platform/csv/export-format';
import type { AdminList, PageWithAll } from '../platform/listing/admin-list';
import { deleteRecord } from '../platform/listing/delete-record';
import type {
  RegistrationExportQueryDto,
  RegistrationListQueryDto,
} from '../inbox/dto/inbox-filters.dto';
import { applyInboxFilter, inboxWhere, isFiltered } from '../inbox/inbox-filter';
import { statusLabel } from '../submissions/inbox-status';
import {
  PERSON_SEARCH_COLUMNS,
  personSubmissionList,
  type PersonSubmissionRow,
} from '../submissions/person-submission.view';
import { SubmissionWriter } from '../submissions/submission-writer';
import type { MailMessage } from '../notifications/mail-message';
import { MailComposer } from '../notifications/mail-composer';
import { SessionsService } from '../sessions/sessions.service';
import { SESSION_NOT_OPEN, type CreateRegistrationDto } from './dto/create-registration.dto';
import { toRegistrationView, type RegistrationView } from './dto/registration.views';
import { Registration } from './registration.entity';
import { ErrorCode } from '../platform/errors/error-code';

export const NO_REGISTRATIONS_IN_RANGE =
  'No registration records found for the selected date range.';
export const REGISTRATION_NOT_FOUND = 'Registration not found.';

interface RegistrationRow extends PersonSubmissionRow {
  organization: string | null;
  session_name: string | null;
  message: string | null;
  status: string;
}

@Injectable()
export class RegistrationsService {
  private readonly listing: AdminList<Registration, RegistrationView>;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(SubmissionWriter) private readonly submissions: SubmissionWriter,
    @Inject(MailComposer) private readonly mails: MailComposer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.listing = personSubmissionList(db, Registration, 'r', toRegistrationView);
  }

  /**
   * Captcha first, then in one transaction: the captcha is used up, the session must be open
   * (active, not ended) and is share-locked so it cannot be deleted before the row referencing
   * it commits. A refused registration leaves the captcha unused.
   */
  async register(dto: CreateRegistrationDto): Promise<number> {
    return this.submissions.submit({
      captcha: await this.captcha.verify(dto.captcha, CAPTCHA_MESSAGE_FORMS),
      store: (m) => this.store(m, dto),
    });
  }

  /** The row; the staff notification and the registrant's confirmation commit with it. */
  private async store(
    m: EntityManager,
    dto: CreateRegistrationDto,
  ): Promise<{ result: number; mails: readonly MailMessage[] }> {
    const session = await this.sessions.findOpen(
      m,
      dto.sessionId ? { id: dto.sessionId } : { date: dto.date, time: dto.time, mode: dto.mode },
      true,
    );
    if (!session) {
      throw new BadRequestException({
        message: SESSION_NOT_OPEN,
        code: ErrorCode.SessionNotOpen,
        details: { [dto.sessionId ? 'sessionId' : 'date']: SESSION_NOT_OPEN },
      });
    }
    const rows: { id: number }[] = await m.query(
      `INSERT INTO registrations (name, email, phone, organization, message, session_id,
         session_name, session_date, session_time, session_mode, source, privacy_notice, consented_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'session_registration', $11, now())
       RETURNING id`,
      [
        dto.name,
        dto.email,
        dto.phone,
        dto.organization || null,
        dto.message,
        session.id,
        session.title,
        session.date,
        session.time,
        session.mode,
        dto.privacyNotice,
      ],
    );
    return {
      result: rows[0].id,
      mails: this.mails.registrationReceived({
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        organization: dto.organization || undefined,
        message: dto.message,
        session: {
          title: session.title,
          date: session.date,
          time: session.time,
          mode: session.mode,
        },
      }),
    };
  }

  /** The list of the search, date range, status and session filters. */
  list(q: RegistrationListQueryDto): Promise<PageWithAll<RegistrationView>> {
    return this.listing.pageWithAll(q, (qb) => applyInboxFilter(qb, 'r', q), isFiltered(q));
  }

  get(id: number): Promise<RegistrationView> {
    return this.listing.get(id, REGISTRATION_NOT_FOUND);
  }

  /**
   * Deletes one registration and audits it in one transaction. Its notification mails are
   * separate outbox rows (no reference to the registration) and go with the outbox's retention.
   */
  async delete(id: number, p: Principal, ip: string | undefined): Promise<void> {
    await deleteRecord(this.db, {
      table: 'registrations',
      id,
      notFound: REGISTRATION_NOT_FOUND,
      audit: (m) => this.audit.record(p, 'registration.delete', id, ip, m),
    });
  }

  /**
   * The CSV export of the list's filter, or of the selected rows (`ids`); 404 when they match
   * nothing; audited.
   */
  export(
    q: RegistrationExportQueryDto,
    p: Principal,
    ip: string | undefined,
  ): Promise<CsvDownload> {
    return prepareCsvExport<RegistrationRow>(
      this.db,
      {
        table: 'registrations',
        columns: [
          'id',
          'name',
          'email',
          'phone',
          'organization',
          'session_name',
          'message',
          'source',
          'created_at',
          'status',
        ],
        search: { text: q.search, columns: PERSON_SEARCH_COLUMNS },
        from: q.from,
        to: q.to,
        where: inboxWhere('t', q),
        empty: NO_REGISTRATIONS_IN_RANGE,
        filename: filteredExportName('registration_details', q.from, q.to),
        statementTimeoutMs: this.config.dbStatementTimeoutMs.long,
        header: [
          'S.No',
          'ID',
          'Name',
          'Email',
          'Phone',
          'Organization',
          'Session Name',
          'Message/Comments',
          'Date Registered',
          'Source',
          'Status',
        ],
        toCells: (r, n) => [
          n,
          r.id,
          r.name,
          r.email,
          r.phone ?? '',
          r.organization ?? '',
          r.session_name ?? '',
          r.message ?? '',
          formatDateTime(r.created_at, 'en-IN'),
          r.source || 'Website',
          statusLabel(r.status),
        ],
      },
      (detail) => this.audit.record(p, 'registrations.export', detail, ip),
    );
  }
}
