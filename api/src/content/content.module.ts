import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { NewslettersModule } from '../newsletters/newsletters.module';
import { PlatformModule } from '../platform/platform.module';
import {
  ContentAdminController,
  ContentReviewController,
  ContentSearchController,
} from './content.admin.controller';
import { ContentAddressesController, ContentController } from './content.controller';
import { MediaModule } from '../media/media.module';
import { ContentFeed } from './content-feed';
import { ContentNewsletter } from './content-newsletter';
import { ContentPublishing } from './content-publishing.service';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { ContentStore } from './content-store';
import { ContentSiteService } from './content-site.service';
import { ContentTranslationsController } from './content-translations.controller';
import { ContentTranslations } from './content-translations.service';
import { ContentTranslationRepository } from './content-translations.repository';
import { ContentTranslationsSeeder } from './content-translations.seed';

/** The site's content: staff write, preview and publish it; the public site reads what is live. */
@Module({
  imports: [PlatformModule, AuditModule, NewslettersModule, MediaModule],
  controllers: [
    ContentAdminController,
    ContentReviewController,
    ContentSearchController,
    ContentController,
    ContentAddressesController,
    ContentTranslationsController,
  ],
  providers: [
    ContentRepository,
    ContentStore,
    ContentService,
    ContentPublishing,
    ContentNewsletter,
    ContentSiteService,
    ContentFeed,
    ContentTranslations,
    ContentTranslationRepository,
    ContentTranslationsSeeder,
  ],
})
export class ContentModule {}
