/**
 * The mails of the stack's SMTP server (stack.ts), and the newsletter's subscribers the specs
 * that send one start from. The outbox worker delivers every couple of seconds, so a mail is
 * waited for (polled), never assumed.
 */
import type { CapturedMail } from './smtp-capture';
import { currentStack } from './env';
import { expect, USERS, withDb } from './helpers';

export type { CapturedMail };

/** Every mail received so far whose envelope names `address` (and that `match` accepts). */
export function mailsTo(address: string, match: (m: CapturedMail) => boolean = () => true) {
  const to = address.toLowerCase();
  return currentStack().mails.filter(
    (m) => m.envelope.to.some((a) => a.toLowerCase() === to) && match(m),
  );
}

/** Waits until `address` has received a mail that `match` accepts; the newest such mail. */
export async function mailTo(
  address: string,
  match: (m: CapturedMail) => boolean = () => true,
  timeout = 20_000,
): Promise<CapturedMail> {
  await expect
    .poll(() => mailsTo(address, match).length, { timeout, message: `a mail to ${address}` })
    .toBeGreaterThan(0);
  return mailsTo(address, match).at(-1)!;
}

/** A newsletter's subject as sent to subscribers, or as a test to oneself. */
export const subjectIs = (subject: string) => (m: CapturedMail) => m.header('subject') === subject;

export const NEWSLETTER_READERS = {
  confirmed: ['nl-reader1@example.com', 'nl-reader2@example.com', 'nl-reader3@example.com'],
  pending: 'nl-waiting@example.com',
  /** The Kavach Admin's own address, where "Send test to me" goes. */
  staff: 'kavach1@kavach.example',
} as const;

/**
 * No newsletters; NEWSLETTER_READERS as the subscribers (three confirmed, one who has not
 * confirmed yet) and the Kavach Admin's address.
 */
export async function seedNewsletterReaders() {
  await withDb(async (db) => {
    await db.query('DELETE FROM newsletters');
    await db.query(`DELETE FROM outbox_mails WHERE kind LIKE 'newsletter%'`);
    await db.query('DELETE FROM subscribers');
    for (const email of NEWSLETTER_READERS.confirmed)
      await db.query(
        `INSERT INTO subscribers (email, status, confirmed_at, created_at) VALUES ($1, 'confirmed', now(), now())`,
        [email],
      );
    await db.query(
      `INSERT INTO subscribers (email, created_at, confirmation_sent_at) VALUES ($1, now(), now())`,
      [NEWSLETTER_READERS.pending],
    );
    await db.query('UPDATE users SET email = $1 WHERE username = $2', [
      NEWSLETTER_READERS.staff,
      USERS.kavach.username,
    ]);
  });
}
