import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { AuditModule } from '../audit/audit.module';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import {
  SessionImageFilesController,
  SessionImageUploadController,
} from './session-images.controller';
import { SessionsAdminController } from './sessions.admin.controller';
import { SessionsController } from './sessions.controller';
import { SessionsExpiryJob } from './sessions.expiry';
import { SessionsDemoSeed } from './sessions.seed';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { SessionImageFiles } from './session.kind';

@Module({
  // The app's one ScheduleModule (global): other modules' @Cron jobs run through it too, or none
  // when SCHEDULED_JOBS is false.
  imports: [
    PlatformModule,
    AuditModule,
    ScheduleModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ cronJobs: config.scheduledJobs }),
    }),
  ],
  controllers: [
    SessionsController,
    SessionsAdminController,
    SessionImageUploadController,
    SessionImageFilesController,
  ],
  providers: [
    SessionsService,
    SessionsRepository,
    SessionsExpiryJob,
    SessionsDemoSeed,
    SessionImageFiles,
  ],
  exports: [SessionsService],
})
export class SessionsModule {}
