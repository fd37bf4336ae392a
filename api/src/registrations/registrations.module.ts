import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SessionsModule } from '../sessions/sessions.module';
import { RegistrationsAdminController } from './registrations.admin.controller';
import { RegistrationsController } from './registrations.controller';
import { RegistrationsService } from './registrations.service';
import { RegistrationPersonalData } from './registration.personal-data';

@Module({
  imports: [PlatformModule, AuditModule, NotificationsModule, SubmissionsModule, SessionsModule],
  controllers: [RegistrationsController, RegistrationsAdminController],
  providers: [RegistrationsService, RegistrationPersonalData],
})
export class RegistrationsModule {}
