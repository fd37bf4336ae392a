import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Audit events as data: each entry keeps its action's typed details (`details` jsonb) and the
 * record it is about (`record_kind`, `record_id`); the sentence and the link are made from
 * them when the log is read, and `target` stays as the short text the list searches.
 *
 * The existing entries' targets are read into details here, once, with the formats the
 * services wrote them in until now (frozen below: this migration imports no application code).
 * An entry whose text does not fit keeps `details` NULL and reads as its action's name.
 */

/** The inbox kinds when this was written: their table name and their noun. */
const INBOX = [
  ['contacts', 'contact'],
  ['registrations', 'registration'],
  ['applications', 'application'],
] as const;

const list = (actions: readonly string[]) => `(${actions.map((a) => `'${a}'`).join(', ')})`;
const num = (i: number) => `(m)[${i}]::bigint`;

/**
 * One conversion: the entries of `actions` whose target matches `re` get the details `build`
 * makes of the match `m` (a text[] of the groups; 1-based).
 */
interface Conversion {
  actions: readonly string[];
  re: string;
  build: string;
}

const OWN_ACTIONS = [
  'auth.recovery-code-used',
  'auth.password-reset-request',
  'auth.password-reset',
  'account.password-change',
  'account.two-factor-enable',
  'account.two-factor-disable',
  'account.two-factor-move',
  'account.recovery-codes-regenerate',
  'account.email-change',
];
const SESSION_ACTIONS = ['create', 'update', 'delete', 'activate', 'deactivate'].map(
  (a) => `session.${a}`,
);
const JOB_ACTIONS = ['create', 'update', 'delete', 'activate', 'deactivate'].map((a) => `job.${a}`);
const NEWSLETTER_ACTIONS = ['create', 'update', 'delete', 'test', 'send'].map(
  (a) => `newsletter.${a}`,
);
const CONTENT_ACTIONS = [
  'create',
  'update',
  'publish',
  'schedule',
  'submit',
  'send-back',
  'propose',
  'proposal-publish',
  'proposal-discard',
  'unpublish',
  'trash',
  'restore',
  'revert',
].map((a) => `content.${a}`);
const USER_ACTIONS = ['disable', 'enable', 'password-reset', 'two-factor-reset'].map(
  (a) => `user.${a}`,
);
const ID_ACTIONS = [
  ...SESSION_ACTIONS,
  'outbox.read',
  'outbox.retry',
  'subscriber.delete',
  ...INBOX.map(([, noun]) => `${noun}.delete`),
];
const EXPORT_ACTIONS = ['subscribers.export', ...INBOX.map(([kind]) => `${kind}.export`)];

const CONVERSIONS: Conversion[] = [
  {
    actions: ['auth.login', 'auth.logout'],
    re: '^(admin|jobs-admin)$',
    build: `jsonb_build_object('panel', (m)[1])`,
  },
  {
    actions: ['auth.login-failed'],
    re: '^(password|account disabled|two-factor code)$',
    build: `jsonb_build_object('reason', (m)[1])`,
  },
  {
    actions: ['user.create'],
    re: '^([A-Za-z0-9._-]+) \\((.*)\\)$',
    build: `jsonb_build_object('username', (m)[1], 'role', (m)[2])`,
  },
  {
    actions: ['user.role-change'],
    re: '^([A-Za-z0-9._-]+) → (.*)$',
    build: `jsonb_build_object('username', (m)[1], 'role', (m)[2])`,
  },
  {
    actions: USER_ACTIONS,
    re: '^\\s*([A-Za-z0-9._-]+)',
    build: `jsonb_build_object('username', (m)[1])`,
  },
  {
    actions: ID_ACTIONS,
    re: '^\\s*(\\d{1,15})\\s*$',
    build: `jsonb_build_object('id', ${num(1)})`,
  },
  {
    actions: ['sessions.check-expired'],
    re: '^\\s*(\\d{1,15})\\s*$',
    build: `jsonb_build_object('count', ${num(1)})`,
  },
  { actions: ['session-image.upload'], re: '^(.+)$', build: `jsonb_build_object('file', (m)[1])` },
  {
    actions: EXPORT_ACTIONS,
    re: '^([^(]*) \\((\\d{1,15})\\)(?: matching "(.*)")?$',
    build: `jsonb_strip_nulls(jsonb_build_object('file', (m)[1], 'rows', ${num(2)}, 'search', (m)[3]))`,
  },
  {
    actions: INBOX.map(([, noun]) => `${noun}.status`),
    re: '#(\\d{1,15}): (\\S+) → (\\S+)( \\(opened\\))?',
    build: `jsonb_strip_nulls(jsonb_build_object('id', ${num(1)}, 'from', (m)[2], 'to', (m)[3],
      'opened', CASE WHEN (m)[4] IS NULL THEN NULL ELSE true END))`,
  },
  {
    actions: INBOX.flatMap(([, noun]) => [`${noun}.note`, `${noun}.note-delete`]),
    re: '#(\\d{1,15}): note #(\\d{1,15})(?: by (\\S+))?$',
    build: `jsonb_strip_nulls(jsonb_build_object('id', ${num(1)}, 'noteId', ${num(2)}, 'author', (m)[3]))`,
  },
  {
    actions: INBOX.map(([kind]) => `${kind}.bulk-status`),
    re: '^(\\d{1,15}) → (\\S+); (.*)$',
    build: `jsonb_build_object('count', ${num(1)}, 'status', (m)[2], 'selection', (m)[3])`,
  },
  {
    actions: INBOX.map(([kind]) => `${kind}.bulk-delete`),
    re: '^(\\d{1,15}); (.*)$',
    build: `jsonb_build_object('count', ${num(1)}, 'selection', (m)[2])`,
  },
  {
    actions: ['registration.attendance'],
    re: '#(\\d{1,15}): (.+) → (.+)$',
    build: `jsonb_build_object('id', ${num(1)}, 'from', (m)[2], 'to', (m)[3])`,
  },
  {
    actions: NEWSLETTER_ACTIONS,
    re: '#(\\d{1,15})(?: "(.*)")?$',
    build: `jsonb_build_object('id', ${num(1)}, 'name', coalesce((m)[2], ''))`,
  },
  {
    actions: [...JOB_ACTIONS, 'application.resume'],
    re: '#(\\d{1,15})(?: (.*))?$',
    build: `jsonb_build_object('id', ${num(1)}, 'name', coalesce((m)[2], ''))`,
  },
  {
    // 'blog post #4 "Title"', then a revert's ' to revision 3' (older: ' to version 2'), a
    // proposal's ' (revision 3)' or a proposal decision's ' (by meera)'.
    actions: CONTENT_ACTIONS,
    re: '^([^#]+) #(\\d{1,15})(?: "(.*)")?((?: to (?:version|revision) \\d{1,9}| \\((?:revision \\d{1,9}|by [^)]*)\\))?)$',
    build: `jsonb_strip_nulls(jsonb_build_object(
      'noun', btrim((m)[1]), 'id', ${num(2)}, 'name', coalesce((m)[3], ''),
      'revision', coalesce(substring((m)[4] from '^ to revision (\\d+)$'),
                           substring((m)[4] from '^ \\(revision (\\d+)\\)$'))::int,
      'version', substring((m)[4] from '^ to version (\\d+)$')::int,
      'by', substring((m)[4] from '^ \\(by ([^)]*)\\)$')))`,
  },
  {
    actions: ['content.purge'],
    re: '^(\\d{1,15})',
    build: `jsonb_build_object('count', ${num(1)})`,
  },
  {
    actions: ['content-image.upload', 'content-image.alt', 'content-image.delete'],
    re: '^([^ ]*) "(.*)"$',
    build: `jsonb_build_object('url', (m)[1], 'alt', (m)[2])`,
  },
  { actions: ['retention.purge'], re: '^(.*)$', build: `jsonb_build_object('summary', (m)[1])` },
  {
    actions: ['privacy.lookup', 'privacy.export', 'privacy.erase'],
    re: '^([^:]+): (.*)$',
    build: `jsonb_build_object('case', btrim((m)[1]), 'summary', (m)[2])`,
  },
];

/** The record each action's details name: its kind and the details' key field. */
const RECORDS: [readonly string[], string, string][] = [
  [SESSION_ACTIONS, 'session', 'id'],
  [JOB_ACTIONS, 'job', 'id'],
  [NEWSLETTER_ACTIONS, 'newsletter', 'id'],
  [CONTENT_ACTIONS, 'content', 'id'],
  [['application.resume'], 'application', 'id'],
  [['registration.attendance'], 'registration', 'id'],
  [['outbox.read', 'outbox.retry'], 'mail', 'id'],
  [['user.create', 'user.role-change', ...USER_ACTIONS], 'user', 'username'],
  ...INBOX.map(([, noun]): [string[], string, string] => [
    [`${noun}.status`, `${noun}.note`, `${noun}.note-delete`],
    noun,
    'id',
  ]),
];

export class AuditEventsAsData1764600000500 implements MigrationInterface {
  name = 'AuditEventsAsData1764600000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log ADD COLUMN details jsonb`);
    await q.query(`ALTER TABLE audit_log ADD COLUMN record_kind varchar(32)`);
    await q.query(`ALTER TABLE audit_log ADD COLUMN record_id varchar(64)`);

    await q.query(`UPDATE audit_log SET details = '{}' WHERE action IN ${list(OWN_ACTIONS)}`);
    for (const c of CONVERSIONS) {
      await q.query(
        `UPDATE audit_log a SET details = s.details
           FROM (SELECT id, ${c.build.replaceAll('(m)', 'm')} AS details
                   FROM (SELECT id, regexp_match(target, $1) AS m FROM audit_log
                          WHERE action IN ${list(c.actions)} AND target IS NOT NULL) r
                  WHERE m IS NOT NULL) s
          WHERE a.id = s.id`,
        [c.re],
      );
    }
    for (const [actions, kind, key] of RECORDS) {
      await q.query(
        `UPDATE audit_log SET record_kind = $1, record_id = left(details->>$2, 64)
          WHERE action IN ${list(actions)} AND details ? $2`,
        [kind, key],
      );
    }
    // The record's entries (a privacy case's history: a record's audit entries).
    await q.query(
      `CREATE INDEX audit_log_record_idx ON audit_log (record_kind, record_id)
        WHERE record_kind IS NOT NULL`,
    );
    // A privacy case's entries, by its reference.
    await q.query(
      `CREATE INDEX audit_log_case_idx ON audit_log ((details->>'case'))
        WHERE details ? 'case'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX audit_log_case_idx`);
    await q.query(`DROP INDEX audit_log_record_idx`);
    await q.query(`ALTER TABLE audit_log DROP COLUMN record_id`);
    await q.query(`ALTER TABLE audit_log DROP COLUMN record_kind`);
    await q.query(`ALTER TABLE audit_log DROP COLUMN details`);
  }
}
