import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubscribersAdminController } from './subscribers.admin.controller';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { SubscriberPersonalData } from './subscriber.personal-data';

@Module({
  imports: [PlatformModule, AuditModule, NotificationsModule, SubmissionsModule],
  controllers: [SubscriptionsController, SubscribersAdminController],
  providers: [SubscriptionsService, SubscriberPersonalData],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
