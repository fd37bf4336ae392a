import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubscribersAdminController } from './subscribers.admin.controller';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscribersRepository } from './subscribers.repository';
import { SubscriptionsService } from './subscriptions.service';
import { providePersonalData } from '../personal-data/personal-data-kind';
import { SUBSCRIBER_PERSONAL_DATA } from './subscriber.kind';

/** Newsletter subscriptions: the public sign-up, confirm and unsubscribe, and the Subscribers tab. */
@Module({
  imports: [PlatformModule, AuditModule, NotificationsModule, SubmissionsModule],
  controllers: [SubscriptionsController, SubscribersAdminController],
  providers: [
    SubscriptionsService,
    SubscribersRepository,
    providePersonalData(SUBSCRIBER_PERSONAL_DATA),
  ],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
