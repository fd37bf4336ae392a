import { Global, Module } from '@nestjs/common';
import { MAIL_OUTBOX } from '../platform/outbox/outbox-port';
import { NotificationsModule } from './notifications.module';
import { OutboxService } from './outbox.service';

/**
 * The outbox behind the MailOutbox port, for every module: a lower feature (the submissions'
 * write path) stores its mails through the port without importing this feature.
 */
@Global()
@Module({
  imports: [NotificationsModule],
  providers: [{ provide: MAIL_OUTBOX, useExisting: OutboxService }],
  exports: [MAIL_OUTBOX],
})
export class MailOutboxModule {}
