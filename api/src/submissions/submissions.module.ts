import { Module } from '@nestjs/common';
import { SubmissionWriter } from './submission-writer';

/**
 * SubmissionWriter, the write path of every public form (with its outbox mails, through the
 * MailOutbox port that the application provides).
 */
@Module({
  providers: [SubmissionWriter],
  exports: [SubmissionWriter],
})
export class SubmissionsModule {}
