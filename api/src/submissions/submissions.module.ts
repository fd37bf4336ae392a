import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubmissionWriter } from './submission-writer';

/** SubmissionWriter, the write path of every public form (with its outbox mails). */
@Module({
  imports: [NotificationsModule],
  providers: [SubmissionWriter],
  exports: [SubmissionWriter],
})
export class SubmissionsModule {}
