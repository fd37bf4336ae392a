import { defineFactory, unique } from './insert';

/** A row of `newsletters` (a newsletter staff write and send). */
export interface NewsletterRow {
  id: number;
  subject: string;
  body: string;
  status: 'draft' | 'sending' | 'sent';
  version: number;
  created_at: Date;
  updated_at: Date;
  updated_by: string;
  send_started_at: Date | null;
  sent_at: Date | null;
  recipients: number;
}

/** A draft, last changed by `admin`. */
export const newsletters = defineFactory<NewsletterRow>('newsletters', () => ({
  subject: unique((n) => `Newsletter ${n}`),
  body: 'Hello.',
  updated_by: 'admin',
}));
