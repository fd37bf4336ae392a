import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SessionsModule } from '../sessions/sessions.module';
import { InboxModule } from '../inbox/inbox.module';
import { REGISTRATION_KIND, REGISTRATION_PERSONAL_DATA } from './registration.kind';
import { RegistrationsAdminController } from './registrations.admin.controller';
import { RegistrationsController } from './registrations.controller';
import { RegistrationsService } from './registrations.service';
import { providePersonalData } from '../personal-data/personal-data-kind';

/** Session registrations: the public form and the staff panel's Registrations tab. */
@Module({
  imports: [
    PlatformModule,
    NotificationsModule,
    SubmissionsModule,
    SessionsModule,
    InboxModule.forKind(REGISTRATION_KIND),
  ],
  controllers: [RegistrationsController, RegistrationsAdminController],
  providers: [RegistrationsService, providePersonalData(REGISTRATION_PERSONAL_DATA)],
})
export class RegistrationsModule {}
