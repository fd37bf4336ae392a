import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { InboxModule } from '../inbox/inbox.module';
import { APPLICATION_KIND, RESUME_FILES } from './application.kind';
import { ApplicationsAdminController } from './applications.admin.controller';
import { ApplicationsController } from './applications.controller';
import { ApplicationResumes } from './application-resumes';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationsService } from './applications.service';
import { ResumeUploadInterceptor } from './resume-upload.interceptor';
import { provideStoredFiles } from '../personal-data/personal-data-kind';

/** Career applications: the two public forms and the admin Career Applications tab. */
@Module({
  imports: [
    PlatformModule,
    AuditModule,
    NotificationsModule,
    SubmissionsModule,
    InboxModule.forKind(APPLICATION_KIND, { ownController: true }),
  ],
  controllers: [ApplicationsController, ApplicationsAdminController],
  providers: [
    ApplicationsService,
    ApplicationResumes,
    ApplicationsRepository,
    ResumeUploadInterceptor,
    provideStoredFiles(RESUME_FILES),
  ],
})
export class ApplicationsModule {}
