import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { InboxModule } from '../inbox/inbox.module';
import { CONTACT_KIND } from './contact.kind';
import { ContactsController } from './contacts.controller';
import { ContactsService } from './contacts.service';

/** Contact-form submissions: the public form, and the staff panel's Contacts tab (CONTACT_KIND). */
@Module({
  imports: [
    PlatformModule,
    NotificationsModule,
    SubmissionsModule,
    InboxModule.forKind(CONTACT_KIND),
  ],
  controllers: [ContactsController],
  providers: [ContactsService],
})
export class ContactsModule {}
