import { inboxAdminController } from '../inbox/inbox-admin.controller';
import { REGISTRATION_KIND } from './registration.kind';

/** The Registrations tab: list, export, detail, delete, status, open, bulk actions and notes. */
export class RegistrationsAdminController extends inboxAdminController(REGISTRATION_KIND) {}
