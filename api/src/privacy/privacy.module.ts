import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PersonalDataModule } from '../personal-data/personal-data.registry';
import { PlatformModule } from '../platform/platform.module';
import { PrivacyAdminController } from './privacy.admin.controller';
import { PrivacyRepository } from './privacy.repository';
import { PrivacyService } from './privacy.service';

/** The Privacy Requests desk: look-up, export and erasure of one person's data by address. */
@Module({
  imports: [PlatformModule, AuditModule, PersonalDataModule],
  controllers: [PrivacyAdminController],
  providers: [PrivacyService, PrivacyRepository],
})
export class PrivacyModule {}
