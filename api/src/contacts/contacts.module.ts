import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { InboxModule } from '../inbox/inbox.module';
import { CONTACT_KIND, CONTACT_PERSONAL_DATA } from './contact.kind';
import { ContactsAdminController } from './contacts.admin.controller';
import { ContactsController } from './contacts.controller';
import { ContactsService } from './contacts.service';
import { providePersonalData } from '../personal-data/personal-data-kind';

/** Contact-form submissions: the public form and the staff panel's Contacts tab. */
@Module({
  imports: [
    PlatformModule,
    NotificationsModule,
    SubmissionsModule,
    InboxModule.forKind(CONTACT_KIND),
  ],
  controllers: [ContactsController, ContactsAdminController],
  providers: [ContactsService, providePersonalData(CONTACT_PERSONAL_DATA)],
})
export class ContactsModule {}
