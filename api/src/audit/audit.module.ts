import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';

/** The audit log endpoint. AuditService itself is provided by CommonModule, for every feature. */
@Module({ controllers: [AuditController] })
export class AuditModule {}
