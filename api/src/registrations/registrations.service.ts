import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookEvent } from '../platform/outbox/webhook-events';
import { CaptchaService } from '../platform/captcha/captcha.service';
import { SubmissionWriter } from '../submissions/submission-writer';
import type { MailMessage } from '../notifications/mail-message';
import { MailComposer } from '../notifications/mail-composer';
import { SessionsService } from '../sessions/sessions.service';
import { SESSION_NOT_OPEN, type CreateRegistrationDto } from './dto/create-registration.dto';
import { ErrorCode } from '../platform/errors/error-code';
import { mailFields } from '../submissions/record-fields';
import { SubmissionsRepository, submissionInsert } from '../submissions/submissions.repository';
import { REGISTRATION_FIELDS } from './registration.entity';
import { captchaMessage } from '../platform/captcha/captcha-words';

/** The public registration form (the staff panel's routes are REGISTRATION_KIND's). */
@Injectable()
export class RegistrationsService {
  constructor(
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(SubmissionWriter) private readonly submissions: SubmissionWriter,
    @Inject(MailComposer) private readonly mails: MailComposer,
    @Inject(SubmissionsRepository) private readonly rows: SubmissionsRepository,
  ) {}

  /**
   * Captcha first, then in one transaction: the captcha is used up, the session must be open
   * (active, not ended) and is locked so it cannot be deleted before the row referencing it
   * commits, and must have a seat free (409 when full). A refused registration leaves the
   * captcha unused.
   */
  async register(dto: CreateRegistrationDto): Promise<number> {
    return this.submissions.submit({
      captcha: await this.captcha.verify(dto.captcha, captchaMessage('short')),
      store: (m) => this.store(m, dto),
    });
  }

  /** The row; the staff notification and the registrant's confirmation commit with it. */
  private async store(
    m: EntityManager,
    dto: CreateRegistrationDto,
  ): Promise<{ result: number; mails: readonly MailMessage[]; events: readonly WebhookEvent[] }> {
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
    await this.sessions.assertSeatFree(m, session);
    const insert = submissionInsert('registrations', REGISTRATION_FIELDS, dto, {
      session_id: session.id,
      session_name: session.title,
      session_date: session.date,
      session_time: session.time,
      session_mode: session.mode,
    });
    const id = await this.rows.insert(m, insert);
    return {
      result: id,
      events: [{ type: 'registration.received', data: { id, session_id: session.id } }],
      mails: this.mails.registrationReceived({
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        organization: dto.organization || undefined,
        message: dto.message,
        more: mailFields(REGISTRATION_FIELDS, dto),
        language: dto.language,
        session: {
          title: session.title,
          date: session.date,
          time: session.time,
          mode: session.mode,
          place: session.place,
          meetingLink: session.meetingLink,
        },
      }),
    };
  }
}
