import { inboxAdminController } from '../inbox/inbox-admin.controller';
import { CONTACT_KIND } from './contact.kind';

/** The Contacts tab: list, export, detail, delete, status, open, bulk actions and notes. */
export class ContactsAdminController extends inboxAdminController(CONTACT_KIND) {}
