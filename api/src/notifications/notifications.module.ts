import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { MailComposer } from './mail-composer';
import { MAIL_TRANSPORT, createMailTransport } from './mail-transport';
import { OutboxAdminController } from './outbox.admin.controller';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox.worker';

/**
 * Notification mails through a transactional outbox. A feature module that writes mails imports
 * this module for OutboxService and MailComposer. See README.md here.
 */
@Module({
  imports: [AuditModule],
  controllers: [OutboxAdminController],
  providers: [
    MailComposer,
    OutboxRepository,
    OutboxService,
    OutboxWorker,
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createMailTransport(config),
    },
  ],
  exports: [MailComposer, OutboxService, OutboxWorker],
})
export class NotificationsModule {}
