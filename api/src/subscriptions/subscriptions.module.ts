import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../common/submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubscribersAdminController } from './subscribers.admin.controller';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [CommonModule, AuditModule, NotificationsModule, SubmissionsModule],
  controllers: [SubscriptionsController, SubscribersAdminController],
  providers: [SubscriptionsService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
