import { defineFactory, unique } from './insert';

/** A row of `registrations` (a sign-up for an information session). */
export interface RegistrationRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  message: string | null;
  session_id: number | null;
  session_name: string | null;
  session_date: string | null;
  session_time: string | null;
  session_mode: string | null;
  source: string;
  status: string;
  status_changed_at: Date | null;
  status_changed_by: string | null;
  privacy_notice: string | null;
  consented_at: Date | null;
  created_at: Date;
}

export const registrations = defineFactory<RegistrationRow>('registrations', () => ({
  name: 'Test Registrant',
  email: unique((n) => `registrant-${n}@example.com`),
}));
