import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { NewsletterSender } from './newsletter-sender';
import { NewslettersAdminController } from './newsletters.admin.controller';
import { NewslettersRepository } from './newsletters.repository';
import { NewslettersService } from './newsletters.service';

/** Newsletters: staff write them and send them to confirmed subscribers through the outbox. */
@Module({
  imports: [AuditModule, MediaModule, NotificationsModule, SubscriptionsModule],
  controllers: [NewslettersAdminController],
  providers: [NewslettersService, NewslettersRepository, NewsletterSender],
  exports: [NewsletterSender, NewslettersService],
})
export class NewslettersModule {}
