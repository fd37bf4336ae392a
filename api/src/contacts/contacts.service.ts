import { Inject, Injectable } from '@nestjs/common';
import { CaptchaService } from '../platform/captcha/captcha.service';
import type { SqlStatement } from '../platform/database/sql-statement';
import { SubmissionWriter } from '../submissions/submission-writer';
import { MailComposer } from '../notifications/mail-composer';
import { mailFields } from '../submissions/record-fields';
import { submissionInsert } from '../submissions/submissions.repository';
import type { CreateContactDto } from './dto/create-contact.dto';
import { CONTACT_FIELDS } from './contact.entity';
import { captchaMessage } from '../platform/captcha/captcha-words';

/**
 * The row of one contact form submission (one part of the form's single statement).
 * @public Also run by tests/bench/contact-work.mjs, from the build.
 */
export function contactInsert(c: CreateContactDto): SqlStatement {
  return submissionInsert('contacts', CONTACT_FIELDS, c);
}

/** The public contact form (the staff panel's routes are CONTACT_KIND's). */
@Injectable()
export class ContactsService {
  constructor(
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(SubmissionWriter) private readonly submissions: SubmissionWriter,
    @Inject(MailComposer) private readonly mails: MailComposer,
  ) {}

  /**
   * Verifies the captcha, then uses it up, stores the submission and its mails (staff
   * notification, acknowledgement) in one statement: all or nothing, so a solution is spent
   * only on a stored submission.
   */
  async submit(dto: CreateContactDto): Promise<void> {
    await this.submissions.submit({
      captcha: await this.captcha.verify(dto.captcha, captchaMessage('short')),
      insert: contactInsert(dto),
      mails: this.mails.contactReceived({ ...dto, more: mailFields(CONTACT_FIELDS, dto) }),
      event: { type: 'contact.received', data: {} },
    });
  }
}
