import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password-reset mails already sent lose their bodies, as the outbox worker now does when it
 * marks one sent: a stored copy of the link is one more place to take an account from. The
 * same note the worker writes replaces them.
 */
export class SentResetMailBodiesRemoved1764400000300 implements MigrationInterface {
  name = 'SentResetMailBodiesRemoved1764400000300';

  async up(q: QueryRunner): Promise<void> {
    const note = 'Removed after sending: it held a password-reset link.';
    await q.query(
      `UPDATE outbox_mails SET text_body = $1, html_body = $2
        WHERE kind = 'staff.password-reset' AND status = 'sent'`,
      [note, `<p>${note}</p>`],
    );
  }

  async down(): Promise<void> {
    // Nothing to undo: the links are removed on purpose (each worked for 30 minutes at most).
  }
}
