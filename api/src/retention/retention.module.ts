import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PersonalDataModule } from '../personal-data/personal-data.registry';
import { PlatformModule } from '../platform/platform.module';
import { RetentionRepository } from './retention.repository';
import { RetentionService } from './retention.service';

/** The daily personal-data purge (periods from RETENTION_* variables). */
@Module({
  imports: [PlatformModule, AuditModule, PersonalDataModule],
  providers: [RetentionService, RetentionRepository],
  exports: [RetentionService],
})
export class RetentionModule {}
