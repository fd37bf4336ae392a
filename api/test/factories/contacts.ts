import { defineFactory, unique } from './insert';

/** A row of `contacts` (a message from the contact form). */
export interface ContactRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  source: string;
  status: string;
  status_changed_at: Date | null;
  status_changed_by: string | null;
  privacy_notice: string | null;
  consented_at: Date | null;
  created_at: Date;
}

export const contacts = defineFactory<ContactRow>('contacts', () => ({
  name: 'Test Person',
  email: unique((n) => `contact-${n}@example.com`),
  message: 'Hello',
}));
