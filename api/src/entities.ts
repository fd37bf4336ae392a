/**
 * The entities of every feature, named one by one rather than found by a file pattern: TypeORM
 * then loads no file by path itself, so the API, its CLIs and its tests use the classes their
 * own imports loaded. entities.spec.ts holds the list to the *.entity.ts files.
 */
import { Application } from './applications/application.entity';
import { AuditEntry } from './audit/audit-entry.entity';
import { User } from './auth/user.entity';
import { Contact } from './contacts/contact.entity';
import { ContentItem, ContentRevision } from './content/content-item.entity';
import { ContentTranslation } from './content/content-translation.entity';
import { Job } from './jobs/job.entity';
import { ContentImage } from './media/content-image.entity';
import { Newsletter } from './newsletters/newsletter.entity';
import { OutboxMail } from './notifications/outbox-mail.entity';
import { Registration } from './registrations/registration.entity';
import { Session } from './sessions/session.entity';
import { Subscriber } from './subscriptions/subscriber.entity';

export const ENTITIES = [
  Application,
  AuditEntry,
  User,
  Contact,
  ContentItem,
  ContentRevision,
  ContentTranslation,
  Job,
  ContentImage,
  Newsletter,
  OutboxMail,
  Registration,
  Session,
  Subscriber,
];
