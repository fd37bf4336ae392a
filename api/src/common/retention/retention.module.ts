import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { CommonModule } from '../common.module';
import { RetentionService } from './retention.service';

/** The daily personal-data purge (periods from RETENTION_* variables). */
@Module({
  imports: [CommonModule, AuditModule],
  providers: [RetentionService],
  exports: [RetentionService],
})
export class RetentionModule {}
