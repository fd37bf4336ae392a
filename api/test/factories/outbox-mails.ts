import { randomUUID } from 'node:crypto';
import { entityFactory, unique } from './insert';
import { OutboxMail } from '../../src/notifications/outbox-mail.entity';

/**
 * Rows of `outbox_mails` (a notification mail; message_id is unique).
 * Pending (the table's default); a status of 'sending' also needs locked_until and lease_token.
 */
export const outboxMails = entityFactory(OutboxMail, () => {
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
