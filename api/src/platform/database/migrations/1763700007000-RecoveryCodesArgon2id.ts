import { hash } from '@node-rs/argon2';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The password profile of api/src/auth/passwords.ts (argon2id, 19 MiB, t=2, p=1). */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Recovery codes were stored as an unsalted SHA-256 of the code; they are now stored as a salted
 * argon2id hash of that same SHA-256 digest (see hashRecoveryCode). Each row already holding a
 * digest gets the argon2id hash of it, so the codes people have saved keep working and no
 * digest is left in the table. The unique index on (user_id, code_hash) means nothing with
 * salted hashes; a plain index on user_id serves the lookup.
 *
 * Safe to run again (a test does, over rows put back as digests). One-way: the digests cannot
 * be had back from argon2id, so `down` only refuses.
 */
export class RecoveryCodesArgon2id1763700007000 implements MigrationInterface {
  name = 'RecoveryCodesArgon2id1763700007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS user_recovery_codes_user_hash_uq`);
    await q.query(`ALTER TABLE user_recovery_codes ALTER COLUMN code_hash TYPE text`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS user_recovery_codes_user_idx ON user_recovery_codes (user_id)`,
    );
    const rows: { id: number; digest: string }[] = await q.query(
      `SELECT id, code_hash AS digest FROM user_recovery_codes WHERE code_hash ~ '^[0-9a-f]{64}$'`,
    );
    // A few at a time: each hash takes 19 MiB.
    for (let i = 0; i < rows.length; i += 4) {
      const batch = rows.slice(i, i + 4);
      const hashes = await Promise.all(batch.map((r) => hash(r.digest, OPTIONS)));
      await q.query(
        `UPDATE user_recovery_codes c SET code_hash = v.hash
           FROM unnest($1::int[], $2::text[]) AS v (id, hash) WHERE c.id = v.id`,
        [batch.map((r) => r.id), hashes],
      );
    }
  }

  async down(): Promise<void> {
    throw new Error(
      'RecoveryCodesArgon2id cannot be reverted: the SHA-256 digests are not recoverable from argon2id. Restore a backup, or have users set up two-factor again.',
    );
  }
}
