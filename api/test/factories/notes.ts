import { defineFactory } from './insert';

/** A row of `notes` (a staff note on exactly one contact, registration or application). */
export interface NoteRow {
  id: number;
  contact_id: number | null;
  registration_id: number | null;
  application_id: number | null;
  body: string;
  author: string;
  created_at: Date;
}

/** Needs one of contact_id, registration_id, application_id. */
export const notes = defineFactory<NoteRow>('notes', () => ({
  body: 'A note',
  author: 'staff',
}));
