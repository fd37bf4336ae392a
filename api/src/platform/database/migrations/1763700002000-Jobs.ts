import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Job postings; department, type, mode and status take the fixed lists of job.constants.ts. */
export class Jobs1763700002000 implements MigrationInterface {
  name = 'Jobs1763700002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE jobs (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        title varchar(200) NOT NULL,
        company varchar(200) NOT NULL DEFAULT 'Kavach Genomics',
        department varchar(32) NOT NULL DEFAULT 'Technology'
          CHECK (department IN ('Technology','Marketing','Sales','HR','Finance','Operations','Research')),
        location varchar(200) NOT NULL,
        type varchar(32) NOT NULL DEFAULT 'Full-Time'
          CHECK (type IN ('Full-Time','Part-Time','Contract','Internship','Freelance')),
        mode varchar(32) NOT NULL DEFAULT 'Remote'
          CHECK (mode IN ('Remote','On-site','Hybrid','Flexible')),
        description text NOT NULL DEFAULT '',
        requirements text NOT NULL DEFAULT '',
        responsibilities text NOT NULL DEFAULT '',
        salary_range varchar(200) NOT NULL DEFAULT '',
        status varchar(16) NOT NULL DEFAULT 'active'
          CHECK (status IN ('active','inactive','draft','closed')),
        posted_date date NOT NULL DEFAULT ((now() AT TIME ZONE 'Asia/Kolkata')::date),
        application_deadline date NULL CHECK (application_deadline >= posted_date),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX jobs_posted_idx ON jobs (posted_date DESC, id DESC)`);
    await q.query(
      `CREATE INDEX jobs_status_posted_idx ON jobs (status, posted_date DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX jobs_created_idx ON jobs (created_at)`);
    for (const col of ['title', 'company', 'location', 'department']) {
      await q.query(`CREATE INDEX jobs_${col}_trgm ON jobs USING gin (${col} gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE jobs`);
  }
}
