import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ContentAdminController } from './content.admin.controller';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { ContentSiteService } from './content-site.service';

/** The site's content: staff write, preview and publish it; the public site reads what is live. */
@Module({
  imports: [AuditModule],
  controllers: [ContentAdminController, ContentController],
  providers: [ContentService, ContentSiteService],
})
export class ContentModule {}
