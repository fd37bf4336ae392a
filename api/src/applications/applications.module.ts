import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { InboxModule } from '../inbox/inbox.module';
import { APPLICATION_KIND } from './application.kind';
import { ApplicationsAdminController } from './applications.admin.controller';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { ResumeUploadInterceptor } from './resume-upload.interceptor';
import { ApplicationPersonalData, ResumeFiles } from './application.personal-data';

/** Career applications: the two public forms and the admin Career Applications tab. */
@Module({
  imports: [
    PlatformModule,
    AuditModule,
    NotificationsModule,
    SubmissionsModule,
    InboxModule.forKind(APPLICATION_KIND),
  ],
  controllers: [ApplicationsController, ApplicationsAdminController],
  providers: [ApplicationsService, ResumeUploadInterceptor, ApplicationPersonalData, ResumeFiles],
})
export class ApplicationsModule {}
