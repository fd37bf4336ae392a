import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PlatformModule } from '../platform/platform.module';
import { IntegrationTokensRepository } from './integration-tokens.repository';
import { IntegrationTokensService } from './integration-tokens.service';
import { IntegrationsAdminController } from './integrations.admin.controller';

/** Another system's way in: integration tokens (the auth guard asks this module about them). */
@Module({
  imports: [PlatformModule, AuditModule],
  controllers: [IntegrationsAdminController],
  providers: [IntegrationTokensRepository, IntegrationTokensService],
  exports: [IntegrationTokensService],
})
export class IntegrationsModule {}
