import type { StoredNote } from '../../src/inbox/inbox-notes.repository';
import { defineFactory } from './insert';

/** Needs one of contact_id, registration_id, application_id. */
export const notes = defineFactory<StoredNote>('notes', () => ({
  body: 'A note',
  author: 'staff',
}));
