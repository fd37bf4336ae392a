import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PlatformModule } from '../platform/platform.module';
import {
  ApplicationsInboxController,
  ContactsInboxController,
  InboxCountsController,
  RegistrationsInboxController,
} from './inbox.controllers';
import { InboxService } from './inbox.service';
import { SavedViewsController, SavedViewsService } from './saved-views';

/**
 * The submissions worked like an inbox: statuses, notes, New counts, bulk actions and saved
 * views. Listed before the kinds' own modules (feature-modules.ts), so its fixed paths such as
 * applications/status-counts are matched before their `:id` routes.
 */
@Module({
  imports: [PlatformModule, AuditModule],
  controllers: [
    ContactsInboxController,
    RegistrationsInboxController,
    ApplicationsInboxController,
    InboxCountsController,
    SavedViewsController,
  ],
  providers: [InboxService, SavedViewsService],
})
export class InboxModule {}
