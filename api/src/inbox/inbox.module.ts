import { type DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PlatformModule } from '../platform/platform.module';
import { InboxBulkService } from './inbox-bulk.service';
import { InboxCountsController } from './inbox-counts.controller';
import type { InboxKind } from './inbox-kind';
import { InboxKinds } from './inbox-kinds';
import { InboxNotesService } from './inbox-notes.service';
import { InboxRecordsService } from './inbox-records.service';
import { InboxService } from './inbox.service';
import { SavedViewsController, SavedViewsService } from './saved-views';

const SERVICES = [
  InboxKinds,
  InboxService,
  InboxNotesService,
  InboxBulkService,
  InboxRecordsService,
];

/** What one kind's module imports: the inbox's services, with the kind registered. */
@Module({})
class InboxKindModule {}

/**
 * The submissions worked like an inbox: the services behind each kind's admin routes
 * (statuses, notes, bulk actions, list, export), the New counts of the tab labels and the saved
 * views. Each kind's module imports `InboxModule.forKind(itsKind)`.
 */
@Module({
  imports: [PlatformModule, AuditModule],
  controllers: [InboxCountsController, SavedViewsController],
  providers: [...SERVICES, SavedViewsService],
  exports: SERVICES,
})
export class InboxModule {
  /** Registers a kind (for the counts and the saved views) and gives its module the services. */
  static forKind(kind: InboxKind): DynamicModule {
    return {
      module: InboxKindModule,
      imports: [InboxModule],
      providers: [
        {
          provide: `inbox kind ${kind.kind}`,
          inject: [InboxKinds],
          useFactory: (kinds: InboxKinds) => kinds.register(kind),
        },
      ],
      exports: [InboxModule],
    };
  }
}
