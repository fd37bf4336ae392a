import { randomUUID } from 'node:crypto';
import { defineFactory, unique } from './insert';

/** A row of `outbox_mails` (a notification mail; message_id is unique). */
export interface OutboxMailRow {
  id: number;
  kind: string;
  to_address: string;
  to_name: string | null;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  list_unsubscribe: string | null;
  list_unsubscribe_mailto: string | null;
  list_unsubscribe_post: boolean;
  message_id: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: Date;
  locked_until: Date | null;
  lease_token: string | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** Pending (the table's default); a status of 'sending' also needs locked_until and lease_token. */
export const outboxMails = defineFactory<OutboxMailRow>('outbox_mails', () => {
  const run = randomUUID();
  return {
    kind: 'contact.ack',
    to_address: 'person@example.com',
    subject: 'S',
    text_body: 't',
    html_body: '<p>t</p>',
    message_id: unique((n) => `<${run}.${n}@kavach.example>`),
  };
});
