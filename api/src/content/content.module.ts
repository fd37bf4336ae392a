import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { NewslettersModule } from '../newsletters/newsletters.module';
import { ContentAdminController } from './content.admin.controller';
import { ContentController } from './content.controller';
import { ContentNewsletter } from './content-newsletter';
import { ContentPublishing } from './content-publishing.service';
import { ContentService } from './content.service';
import { ContentStore } from './content-store';
import { ContentSiteService } from './content-site.service';

/** The site's content: staff write, preview and publish it; the public site reads what is live. */
@Module({
  imports: [AuditModule, NewslettersModule],
  controllers: [ContentAdminController, ContentController],
  providers: [
    ContentStore,
    ContentService,
    ContentPublishing,
    ContentNewsletter,
    ContentSiteService,
  ],
})
export class ContentModule {}
