/**
 * The mails of the stack's SMTP server (stack.ts), and the newsletter's subscribers the specs
 * that send one start from. The outbox worker delivers every couple of seconds, so a mail is
 * waited for (polled), never assumed.
 */
import type { Page } from '@playwright/test';
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

/**
 * The Newsletters tab reads its list again every 5 s while a newsletter is being sent. Once the
 * outbox has sent the issue to every confirmed reader, this moves the page's clock (installed
 * before the page opened) on to that next read, so the list's own refresh, not a reload, shows
 * the end of the progress.
 */
export async function nextReadAfterSending(page: Page) {
  const sent = () =>
    withDb(async (db) => {
      const { rows } = await db.query(
        // The test to oneself is of the same kind: only the subscribers' mails are counted.
        `SELECT count(*)::int AS n FROM outbox_mails WHERE kind = 'newsletter.issue' AND status = 'sent' AND to_address <> $1`,
        [NEWSLETTER_READERS.staff],
      );
      return rows[0].n as number;
    });
  await expect
    .poll(sent, { timeout: 30_000, message: 'the issue sent to every confirmed reader' })
    .toBe(NEWSLETTER_READERS.confirmed.length);
  await page.clock.fastForward(5_000);
}
