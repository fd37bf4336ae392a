import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { Application } from '../applications/application.entity';
import {
  APPLICATION_MESSAGES,
  APPLICATION_SEARCH_COLUMNS,
} from '../applications/application.constants';
import { toApplicationView } from '../applications/dto/application.views';
import type { AuditAction } from '../audit/audit-actions';
import { Permission } from '../platform/access/permissions';
import { PERSON_SEARCH_COLUMNS } from '../submissions/person-submission.view';
import { Contact } from '../contacts/contact.entity';
import { CONTACT_NOT_FOUND } from '../contacts/contacts.service';
import { toContactView } from '../contacts/dto/contact.views';
import { toRegistrationView } from '../registrations/dto/registration.views';
import { Registration } from '../registrations/registration.entity';
import { REGISTRATION_NOT_FOUND } from '../registrations/registrations.service';
import {
  APPLICATION_STATUSES,
  type InboxStatus,
  SUBMISSION_STATUSES,
} from '../submissions/inbox-status';

/** The lists worked like an inbox (the tabs of the staff panel). */
export const INBOX_KINDS = ['contacts', 'registrations', 'applications'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** What the inbox needs to know of one kind of record. */
export interface InboxKindSpec {
  kind: InboxKind;
  table: InboxKind;
  /** One record, in the audit log's action names ("contact.status"). */
  noun: 'contact' | 'registration' | 'application';
  statuses: readonly InboxStatus[];
  /** What opening a New record makes it. */
  opened: InboxStatus;
  /** Who may see, change the status of and add notes to this kind. */
  read: Permission;
  /** Who may delete records of this kind (one or in bulk). */
  delete: Permission;
  /** The columns the list's search matches (case-insensitive substring). */
  search: readonly string[];
  /** The notes table's column that points at this kind. */
  noteColumn: 'contact_id' | 'registration_id' | 'application_id';
  notFound: string;
  entity: EntityTarget<ObjectLiteral>;
  view(row: ObjectLiteral): object;
  audit: {
    status: AuditAction;
    note: AuditAction;
    noteDelete: AuditAction;
    bulkStatus: AuditAction;
    bulkDelete: AuditAction;
  };
}

export const INBOX: Record<InboxKind, InboxKindSpec> = {
  contacts: {
    kind: 'contacts',
    table: 'contacts',
    noun: 'contact',
    statuses: SUBMISSION_STATUSES,
    opened: 'read',
    read: Permission.ContactsRead,
    delete: Permission.ContactsDelete,
    search: PERSON_SEARCH_COLUMNS,
    noteColumn: 'contact_id',
    notFound: CONTACT_NOT_FOUND,
    entity: Contact,
    view: (r) => toContactView(r as Contact),
    audit: {
      status: 'contact.status',
      note: 'contact.note',
      noteDelete: 'contact.note-delete',
      bulkStatus: 'contacts.bulk-status',
      bulkDelete: 'contacts.bulk-delete',
    },
  },
  registrations: {
    kind: 'registrations',
    table: 'registrations',
    noun: 'registration',
    statuses: SUBMISSION_STATUSES,
    opened: 'read',
    read: Permission.RegistrationsRead,
    delete: Permission.RegistrationsDelete,
    search: PERSON_SEARCH_COLUMNS,
    noteColumn: 'registration_id',
    notFound: REGISTRATION_NOT_FOUND,
    entity: Registration,
    view: (r) => toRegistrationView(r as Registration),
    audit: {
      status: 'registration.status',
      note: 'registration.note',
      noteDelete: 'registration.note-delete',
      bulkStatus: 'registrations.bulk-status',
      bulkDelete: 'registrations.bulk-delete',
    },
  },
  applications: {
    kind: 'applications',
    table: 'applications',
    noun: 'application',
    statuses: APPLICATION_STATUSES,
    opened: 'reviewed',
    read: Permission.ApplicationsRead,
    delete: Permission.ApplicationsDelete,
    search: APPLICATION_SEARCH_COLUMNS,
    noteColumn: 'application_id',
    notFound: APPLICATION_MESSAGES.notFound,
    entity: Application,
    view: (r) => toApplicationView(r as Application),
    audit: {
      status: 'application.status',
      note: 'application.note',
      noteDelete: 'application.note-delete',
      bulkStatus: 'applications.bulk-status',
      bulkDelete: 'applications.bulk-delete',
    },
  },
};
