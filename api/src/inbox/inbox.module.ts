import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { providePersonalData } from '../personal-data/personal-data-kind';
import { inboxAdminController } from './inbox-admin.controller';
import { AuditModule } from '../audit/audit.module';
import { PlatformModule } from '../platform/platform.module';
import { InboxBulkService } from './inbox-bulk.service';
import { InboxCountsController } from './inbox-counts.controller';
import type { InboxKind } from './inbox-kind';
import { InboxKinds } from './inbox-kinds';
import { InboxNotesRepository } from './inbox-notes.repository';
import { InboxNotesService } from './inbox-notes.service';
import { InboxRecordsService } from './inbox-records.service';
import { InboxRepository } from './inbox.repository';
import { InboxService } from './inbox.service';
import { SavedViewsController, SavedViewsService } from './saved-views';
import { SavedViewsRepository } from './saved-views.repository';

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
 * views. Each kind's module imports `InboxModule.forKind(itsKind)`; a kind with no public form
 * needs no module of its own: `InboxModule.forKind(itsKind)` goes in feature-modules.ts.
 */
@Module({
  imports: [PlatformModule, AuditModule],
  controllers: [InboxCountsController, SavedViewsController],
  providers: [
    ...SERVICES,
    InboxRepository,
    InboxNotesRepository,
    SavedViewsService,
    SavedViewsRepository,
  ],
  exports: SERVICES,
})
export class InboxModule {
  /**
   * Registers a kind (for the counts and the saved views) with its entity, its admin routes and
   * its personal data, and gives its module the services. The routes are the controller built
   * from the kind, unless the kind's module declares its own subclass of it (`ownController`),
   * which adds the kind's own routes and may use the module's providers.
   */
  static forKind(kind: InboxKind, { ownController = false } = {}): DynamicModule {
    return {
      module: InboxKindModule,
      // The entity joins the data source here too (autoLoadEntities), so a kind is complete
      // wherever its file lies.
      imports: [InboxModule, TypeOrmModule.forFeature([kind.entity])],
      controllers: ownController ? [] : [inboxAdminController(kind)],
      providers: [
        {
          provide: `inbox kind ${kind.kind}`,
          inject: [InboxKinds],
          useFactory: (kinds: InboxKinds) => kinds.register(kind),
        },
        ...(kind.personalData ? [providePersonalData(kind.personalData)] : []),
      ],
      exports: [InboxModule],
    };
  }
}
