import type { DynamicModule, Type } from '@nestjs/common';
import { InboxModule } from './inbox/inbox.module';
import { NotificationsModule } from './notifications/notifications.module';
import { MailOutboxModule } from './notifications/mail-outbox.module';
import { ContactsModule } from './contacts/contacts.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { SessionsModule } from './sessions/sessions.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { NewslettersModule } from './newsletters/newsletters.module';
import { ContentModule } from './content/content.module';
import { MediaModule } from './media/media.module';
import { JobsModule } from './jobs/jobs.module';
import { ApplicationsModule } from './applications/applications.module';
import { AuditModule } from './audit/audit.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { RetentionModule } from './retention/retention.module';
import { PrivacyNoticeModule } from './privacy-notice/privacy-notice.module';
import { PrivacyModule } from './privacy/privacy.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/**
 * The feature modules (contacts, subscriptions, sessions, registrations, jobs, applications,
 * admin areas). Each feature adds its module here; one list keeps app.module.ts stable. An
 * inbox kind with no module of its own is `InboxModule.forKind(ITS_KIND)` here.
 */
export const FEATURE_MODULES: (Type | DynamicModule)[] = [
  InboxModule,
  ContactsModule,
  SubscriptionsModule,
  NewslettersModule,
  MediaModule,
  ContentModule,
  SessionsModule,
  RegistrationsModule,
  JobsModule,
  ApplicationsModule,
  AuditModule,
  DashboardModule,
  NotificationsModule,
  MailOutboxModule,
  WebhooksModule,
  RetentionModule,
  PrivacyNoticeModule,
  PrivacyModule,
];
