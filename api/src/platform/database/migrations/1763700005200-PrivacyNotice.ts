import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['contacts', 'registrations', 'subscribers', 'applications'];

/**
 * What each visitor was told and when they agreed: the version of the privacy notice shown under
 * the form and the time of consent (sending the form after the notice; on the application forms,
 * the ticked CV-consent box). Rows from before the notice existed keep NULL: nothing is claimed
 * for them.
 */
export class PrivacyNotice1763700005200 implements MigrationInterface {
  name = 'PrivacyNotice1763700005200';

  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.query(
        `ALTER TABLE ${t} ADD COLUMN privacy_notice varchar(20), ADD COLUMN consented_at timestamptz`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.query(`ALTER TABLE ${t} DROP COLUMN consented_at, DROP COLUMN privacy_notice`);
    }
  }
}
