import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../common/submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SessionsModule } from '../sessions/sessions.module';
import { RegistrationsAdminController } from './registrations.admin.controller';
import { RegistrationsController } from './registrations.controller';
import { RegistrationsService } from './registrations.service';

@Module({
  imports: [CommonModule, AuditModule, NotificationsModule, SubmissionsModule, SessionsModule],
  controllers: [RegistrationsController, RegistrationsAdminController],
  providers: [RegistrationsService],
})
export class RegistrationsModule {}
