import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactsAdminController } from './contacts.admin.controller';
import { ContactsController } from './contacts.controller';
import { ContactsService } from './contacts.service';
import { ContactPersonalData } from './contact.personal-data';

@Module({
  imports: [PlatformModule, AuditModule, NotificationsModule, SubmissionsModule],
  controllers: [ContactsController, ContactsAdminController],
  providers: [ContactsService, ContactPersonalData],
})
export class ContactsModule {}
