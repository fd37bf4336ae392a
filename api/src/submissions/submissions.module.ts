import { Module } from '@nestjs/common';
import { SubmissionWriter } from './submission-writer';
import { SubmissionsRepository } from './submissions.repository';

/**
 * SubmissionWriter, the write path of every public form (with its outbox mails, through the
 * MailOutbox port that the application provides), and the rows' repository for a form that
 * writes inside its own checks (SubmissionsRepository).
 */
@Module({
  providers: [SubmissionWriter, SubmissionsRepository],
  exports: [SubmissionWriter, SubmissionsRepository],
})
export class SubmissionsModule {}
