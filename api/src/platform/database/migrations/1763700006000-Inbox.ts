import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each inbox table, its statuses, and the status that rows existing today are given. */
const INBOX = [
  { table: 'contacts', statuses: ['new', 'read', 'replied', 'closed'], existing: 'read' },
  { table: 'registrations', statuses: ['new', 'read', 'replied', 'closed'], existing: 'read' },
  {
    table: 'applications',
    statuses: ['new', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected'],
    existing: 'reviewed',
  },
];

/** The pipeline order of applications' statuses (sort=status), as an immutable expression. */
const APPLICATION_STATUS_RANK = `(CASE status WHEN 'new' THEN 0 WHEN 'reviewed' THEN 1
  WHEN 'shortlisted' THEN 2 WHEN 'interview' THEN 3 WHEN 'offered' THEN 4 WHEN 'hired' THEN 5
  ELSE 6 END)`;

/**
 * The submissions worked like an inbox: a status on contacts, registrations and applications
 * (who changed it and when), internal notes on each, and saved views of a list per staff member.
 *
 * Rows that exist when this runs become 'read' / 'reviewed' (status_changed_at NULL): a team
 * switching the inbox on should not face a wall of old "New" items. The column is added with
 * that value as its default (no table rewrite at a million rows), then the default becomes 'new'
 * for the rows the forms add from now on.
 */
export class Inbox1763700006000 implements MigrationInterface {
  name = 'Inbox1763700006000';

  async up(q: QueryRunner): Promise<void> {
    for (const { table, statuses, existing } of INBOX) {
      const list = statuses.map((s) => `'${s}'`).join(', ');
      await q.query(
        `ALTER TABLE ${table}
           ADD COLUMN status text NOT NULL DEFAULT '${existing}',
           ADD COLUMN status_changed_at timestamptz NULL,
           ADD COLUMN status_changed_by varchar(64) NULL,
           ADD CONSTRAINT ${table}_status_check CHECK (status IN (${list}))`,
      );
      await q.query(`ALTER TABLE ${table} ALTER COLUMN status SET DEFAULT 'new'`);
      // The unread count (inbox-counts) and the "New" list read this small index only.
      await q.query(
        `CREATE INDEX ${table}_new_idx ON ${table} (created_at DESC, id DESC) WHERE status = 'new'`,
      );
      // A status filter, newest first.
      await q.query(
        `CREATE INDEX ${table}_status_created_idx ON ${table} (status, created_at DESC, id DESC)`,
      );
    }
    await q.query(
      `CREATE INDEX applications_status_rank_idx
         ON applications (${APPLICATION_STATUS_RANK}, created_at DESC, id DESC)`,
    );

    // Exactly one record per note; deleting the record (by hand, the retention purge or a
    // privacy erasure) deletes its notes with it.
    await q.query(`
      CREATE TABLE notes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        contact_id integer NULL REFERENCES contacts(id) ON DELETE CASCADE,
        registration_id integer NULL REFERENCES registrations(id) ON DELETE CASCADE,
        application_id integer NULL REFERENCES applications(id) ON DELETE CASCADE,
        body varchar(2000) NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 2000),
        author varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notes_one_record_check
          CHECK (num_nonnulls(contact_id, registration_id, application_id) = 1)
      )`);
    for (const column of ['contact_id', 'registration_id', 'application_id']) {
      await q.query(
        `CREATE INDEX notes_${column}_idx ON notes (${column}, created_at, id) WHERE ${column} IS NOT NULL`,
      );
    }

    await q.query(`
      CREATE TABLE saved_views (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        tab varchar(32) NOT NULL CHECK (tab IN ('contacts', 'registrations', 'applications')),
        name varchar(60) NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
        query jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX saved_views_user_tab_name_idx ON saved_views (user_id, tab, lower(name))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_views`);
    await q.query(`DROP TABLE notes`);
    await q.query(`DROP INDEX applications_status_rank_idx`);
    for (const { table } of INBOX) {
      await q.query(`DROP INDEX ${table}_status_created_idx`);
      await q.query(`DROP INDEX ${table}_new_idx`);
      await q.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_status_check,
           DROP COLUMN status_changed_by, DROP COLUMN status_changed_at, DROP COLUMN status`,
      );
    }
  }
}
