import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { MailComposer } from '../notifications/mail-composer';
import { OutboxService } from '../notifications/outbox.service';
import type { Response } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../auth/auth.service';
import { AuditService } from '../audit/audit.service';
import {
  CAPTCHA_MESSAGE_FORMS,
  CaptchaService,
  type CaptchaUse,
} from '../common/captcha/captcha.service';
import { countRows, streamCsv } from '../common/csv/csv';
import { filteredExportName, formatDateTime } from '../common/csv/export-format';
import { applySearchAndRange, paginate } from '../common/listing/listing';
import { UnfilteredCount } from '../common/listing/unfiltered-count';
import type { ListQueryDto } from '../common/listing/list-query.dto';
import { SessionsService } from '../sessions/sessions.service';
import { SESSION_NOT_OPEN, type CreateRegistrationDto } from './dto/create-registration.dto';
import {
  toRegistrationView,
  type RegistrationsExportQueryDto,
  type RegistrationsPage,
  type RegistrationView,
} from './dto/registration.views';
import { Registration } from './registration.entity';

export const NO_REGISTRATIONS_IN_RANGE =
  'No registration records found for the selected date range.';

interface RegistrationRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  session_name: string | null;
  message: string | null;
  source: string | null;
  created_at: Date;
}

@Injectable()
export class RegistrationsService {
  private readonly all = new UnfilteredCount(() => this.db.getRepository(Registration).count());

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(OutboxService) private readonly outbox: OutboxService,
    @Inject(MailComposer) private readonly mails: MailComposer,
  ) {}

  /**
   * Captcha first, then in one transaction: the captcha is used up, the session must be open
   * (active, not ended) and is share-locked so it cannot be deleted before the row referencing
   * it commits. A refused registration leaves the captcha unused.
   */
  async register(dto: CreateRegistrationDto): Promise<number> {
    const claim = await this.captcha.verify(dto.captcha, CAPTCHA_MESSAGE_FORMS);
    return this.captcha.claimWith(claim, CAPTCHA_MESSAGE_FORMS, (use) =>
      this.db.transaction((m) => this.store(m, dto, use)),
    );
  }

  private async store(
    m: EntityManager,
    dto: CreateRegistrationDto,
    captcha: CaptchaUse,
  ): Promise<number> {
    await captcha.recordIn(m);
    const session = await this.sessions.findOpen(
      m,
      dto.sessionId ? { id: dto.sessionId } : { date: dto.date, time: dto.time, mode: dto.mode },
      true,
    );
    if (!session) {
      throw new BadRequestException({
        message: SESSION_NOT_OPEN,
        details: { [dto.sessionId ? 'sessionId' : 'date']: SESSION_NOT_OPEN },
      });
    }
    const rows: { id: number }[] = await m.query(
      `INSERT INTO registrations (name, email, phone, organization, message, session_id,
         session_name, session_date, session_time, session_mode, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'session_registration') RETURNING id`,
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
      ],
    );
    // Staff notification and the registrant's confirmation commit with the row.
    await this.outbox.enqueue(
      m,
      this.mails.registrationReceived({
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
    );
    return rows[0].id;
  }

  async list(q: ListQueryDto): Promise<RegistrationsPage> {
    const repo = this.db.getRepository(Registration);
    const qb = repo
      .createQueryBuilder('r')
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC');
    applySearchAndRange(qb, {
      ...q,
      columns: ['r.name', 'r.email', 'r.message'],
      dateColumn: 'r.createdAt',
    });
    const page = await paginate(qb, q.page, q.pageSize);
    const filtered = Boolean(q.search?.trim() || q.from || q.to);
    if (!filtered) this.all.remember(page.total);
    const all = filtered ? await this.all.get(page.total) : page.total;
    return { ...page, data: page.data.map(toRegistrationView), all };
  }

  async get(id: number): Promise<RegistrationView> {
    const r = await this.db.getRepository(Registration).findOneBy({ id });
    if (!r) throw new NotFoundException('Registration not found.');
    return toRegistrationView(r);
  }

  async export(
    q: RegistrationsExportQueryDto,
    res: Response,
    p: Principal,
    ip: string | undefined,
  ): Promise<void> {
    const qb = this.db
      .createQueryBuilder()
      .select('r.id', 'id')
      .addSelect(['r.name AS name', 'r.email AS email', 'r.phone AS phone'])
      .addSelect(['r.organization AS organization', 'r.session_name AS session_name'])
      .addSelect(['r.message AS message', 'r.source AS source', 'r.created_at AS created_at'])
      .from('registrations', 'r')
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC');
    applySearchAndRange(qb, { from: q.from, to: q.to, columns: [], dateColumn: 'r.created_at' });
    const [sql, params] = qb.getQueryAndParameters();
    // Counted without the ORDER BY, so Postgres may count with a plain scan.
    const [countSql, countParams] = qb.clone().orderBy().getQueryAndParameters();
    const count = await countRows(this.db, countSql, countParams);
    if (count === 0) throw new NotFoundException(NO_REGISTRATIONS_IN_RANGE);
    const filename = filteredExportName('registration_details', q.from, q.to);
    await this.audit.record(p, 'registrations.export', `${filename} (${count})`, ip);
    await streamCsv<RegistrationRow>(
      this.db,
      res,
      {
        filename,
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
        ],
        sql,
        params,
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
        ],
      },
      count,
    );
  }
}
