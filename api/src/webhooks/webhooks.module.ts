import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PlatformModule } from '../platform/platform.module';
import { WEBHOOK_OUTBOX } from '../platform/outbox/webhook-events';
import { WebhookDeliveryWorker } from './webhook-delivery.worker';
import { WebhooksAdminController } from './webhooks.admin.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/**
 * Webhooks: endpoints subscribed to events, their signed deliveries, and the WebhookOutbox port
 * every feature records its events through (global, as the mail outbox's port is), so a feature
 * imports nothing from here.
 */
@Global()
@Module({
  imports: [PlatformModule, AuditModule, NotificationsModule],
  controllers: [WebhooksAdminController],
  providers: [
    WebhooksRepository,
    WebhooksService,
    WebhookDeliveryWorker,
    { provide: WEBHOOK_OUTBOX, useExisting: WebhooksService },
  ],
  exports: [WEBHOOK_OUTBOX, WebhookDeliveryWorker],
})
export class WebhooksModule {}
