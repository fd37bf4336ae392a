import { Module } from '@nestjs/common';
import { ApplicationsAdminController } from './applications.admin.controller';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { ResumeUploadInterceptor } from './resume-upload.interceptor';

/** Career applications: the two public forms and the admin Career Applications tab. */
@Module({
  controllers: [ApplicationsController, ApplicationsAdminController],
  providers: [ApplicationsService, ResumeUploadInterceptor],
})
export class ApplicationsModule {}
