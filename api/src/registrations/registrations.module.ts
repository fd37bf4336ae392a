import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SessionsModule } from '../sessions/sessions.module';
import { InboxModule } from '../inbox/inbox.module';
import { REGISTRATION_KIND } from './registration.kind';
import { RegistrationsAttendanceController } from './registrations.attendance.controller';
import { RegistrationsController } from './registrations.controller';
import { RegistrationsService } from './registrations.service';
import { RegistrationAttendance } from './registration-attendance';
import { RegistrationsRepository } from './registrations.repository';

/** Session registrations: the public form, and the staff panel's Registrations tab. */
@Module({
  imports: [
    PlatformModule,
    AuditModule,
    NotificationsModule,
    SubmissionsModule,
    SessionsModule,
    InboxModule.forKind(REGISTRATION_KIND),
  ],
  controllers: [RegistrationsController, RegistrationsAttendanceController],
  providers: [RegistrationsService, RegistrationAttendance, RegistrationsRepository],
})
export class RegistrationsModule {}
