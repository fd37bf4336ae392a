import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { JobsAdminController } from './jobs.admin.controller';
import { JobsController } from './jobs.controller';
import { JobsSeeder } from './jobs.seed';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

/** Job postings: the public openings list and the admin Jobs Manager. */
@Module({
  imports: [AuditModule],
  controllers: [JobsController, JobsAdminController],
  providers: [JobsService, JobsRepository, JobsSeeder],
  exports: [JobsService],
})
export class JobsModule {}
