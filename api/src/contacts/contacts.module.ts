import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { AuditModule } from '../audit/audit.module';
import { SubmissionsModule } from '../common/submissions/submissions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactsAdminController } from './contacts.admin.controller';
import { ContactsController } from './contacts.controller';
import { ContactsService } from './contacts.service';

@Module({
  imports: [CommonModule, AuditModule, NotificationsModule, SubmissionsModule],
  controllers: [ContactsController, ContactsAdminController],
  providers: [ContactsService],
})
export class ContactsModule {}
