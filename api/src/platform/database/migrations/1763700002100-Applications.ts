import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Career applications from both public forms (jobs page and simple career form).
 * Experience and notice period are canonical keys (application.constants.ts: both forms'
 * spellings map to one key); the resume is a private object in storage, referenced by a
 * server-generated key.
 */
export class Applications1763700002100 implements MigrationInterface {
  name = 'Applications1763700002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE applications (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone_number varchar(10) NOT NULL,
        job_position varchar(200) NOT NULL,
        experience varchar(4) NOT NULL CHECK (experience IN ('6m','1y','2y','3y+')),
        notice_period varchar(9) NOT NULL CHECK (notice_period IN ('immediate','1m','2m','3m')),
        salary_expectation varchar(100) NOT NULL,
        reason_for_leaving_prev_job text NULL,
        linkedin varchar(300) NULL,
        resume_key varchar(100) NULL UNIQUE,
        resume_name varchar(255) NULL,
        resume_type varchar(8) NULL CHECK (resume_type IN ('pdf','doc','docx')),
        resume_size integer NULL,
        source varchar(16) NOT NULL CHECK (source IN ('jobs_page','careers_page')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((resume_key IS NULL) = (resume_type IS NULL))
      )`);
    await q.query(
      `CREATE INDEX applications_created_idx ON applications (created_at DESC, id DESC)`,
    );
    for (const col of ['first_name', 'last_name', 'email', 'job_position', 'phone_number']) {
      await q.query(
        `CREATE INDEX applications_${col}_trgm ON applications USING gin (${col} gin_trgm_ops)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE applications`);
  }
}
