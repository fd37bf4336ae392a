import { CURRENT_PRIVACY_NOTICE } from '../../src/privacy-notice/privacy-notice';
import { unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { RetentionService } from '../../src/retention/retention.service';
import { StorageService } from '../../src/platform/storage/storage.service';
import { CASE_REFERENCE_PATTERN } from '../../src/privacy/case-reference';
import { APPLICATION_PERSONAL_DATA } from '../../src/applications/application.kind';
import { CONTACT_PERSONAL_DATA } from '../../src/contacts/contact.kind';
import { AUDIT_EXPORT, MAILS_EXPORT } from '../../src/privacy/privacy-export';
import { REGISTRATION_PERSONAL_DATA } from '../../src/registrations/registration.kind';
import { SUBSCRIBER_PERSONAL_DATA } from '../../src/subscriptions/subscriber.kind';
import { PDF } from './application-files';
import { createUser, loginAs } from './auth';
import { day } from './route-table';
import { solveCaptcha } from './captcha';
import type { TestApp } from './test-app';
import { applications, auditEntries, contacts, sessions } from '../factories';

type Body = Record<string, unknown>;

/**
 * Every text column of every table of the schema holding `needle` as a whole word (any case; an
 * address inside a longer one, like x<address> or <address>.au, is another person's), as
 * "table.column".
 */
async function textColumnsHolding(t: TestApp, needle: string): Promise<string[]> {
  const columns: { table_name: string; column_name: string }[] = await t.db.query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables tb
         ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      ORDER BY 1, 2`,
  );
  expect(columns.length).toBeGreaterThan(20); // the query really sees the schema
  const literal = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`(^|[^a-z0-9._%+-])${literal}($|[^a-z0-9.-]|\\.(?![a-z0-9]))`, 'i');
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows: { v: string }[] = await t.db.query(
      `SELECT "${column}"::text AS v FROM "${table}" WHERE strpos(lower("${column}"::text), $1) > 0`,
      [needle.toLowerCase()],
    );
    if (rows.some((r) => whole.test(r.v))) found.push(`${table}.${column}`);
  }
  return found;
}

/** A supertest parser that keeps a binary body as a Buffer. */
function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/**
 * The Privacy Requests desk end to end on whatever storage `ctx()` was built with (the local
 * directory and the S3-compatible test server run the same cases). The person's records are
 * made through the public forms (so their mails are the real ones), plus rows a form cannot
 * make: a contact stored in another case, an application whose resume file is gone, audit
 * entries naming the address. A neighbour (x<address>, <address>.au) must never be touched.
 */
export function privacyCases(ctx: () => TestApp): void {
  let t: TestApp;
  let storage: StorageService;
  let token: string;
  const tag = randomUUID().slice(0, 8);
  const address = `asha.${tag}@example.com`;
  const neighbours = [`x${address}`, `${address}.au`];
  const lastName = `Zyx${tag}`;
  const name = `Asha ${lastName}`;
  let resumeKey: string;
  let applicationId: number;
  let missingKey: string;
  let caseReference: string;

  const post = (path: string, body: Body) =>
    request(t.http).post(path).set('Authorization', `Bearer ${token}`).send(body);
  const lookup = (email: string) => post('/api/admin/privacy/lookup', { email });
  const form = async (path: string, body: Body, captcha = true) => {
    const res = await request(t.http)
      .post(path)
      .send({
        ...body,
        privacyNotice: CURRENT_PRIVACY_NOTICE,
        ...(captcha ? { captcha: await solveCaptcha(t) } : {}),
      });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const subscribe = (email: string) => form('/api/subscriptions', { email }, false);
  const contact = (email: string, who: string, message: string) =>
    form('/api/contacts', { name: who, email, phone: '9876543210', message });
  const apply = async (email: string, first: string, last: string) => {
    const req = request(t.http).post('/api/applications');
    const fields = {
      first_name: first,
      last_name: last,
      email,
      phone_number: '9876543210',
      job_position: 'App Developer',
      experience: '1 year',
      notice_period: 'Immediate',
      salary_expectation: '8 LPA',
      reason_for_leaving_prev_job: 'Growth',
    };
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    req.field('cv_consent', 'true');
    req.field('privacy_notice', CURRENT_PRIVACY_NOTICE);
    req.field('captcha', await solveCaptcha(t));
    req.attach('resume', PDF, { filename: 'my cv.pdf', contentType: 'application/pdf' });
    const res = await req;
    if (res.status !== 201)
      throw new Error(`application: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const q = (sql: string, params: unknown[] = []) =>
    t.db.query(sql, params) as Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    t = ctx();
    storage = t.app.get(StorageService);
    await createUser(t, `privacy-${tag}`, 'admin');
    token = await loginAs(t, `privacy-${tag}`);
    const { id: sessionId } = await sessions.insert(t.db, {
      title: 'HrC Evening',
      date: day(7),
      time: '11:00 AM',
    });
    // The person, through the public forms; the address typed in another case each time.
    await contact(` ${address.toUpperCase()} `, name, '=HYPERLINK("http://evil.example","x")');
    await form('/api/registrations', {
      name,
      email: `Asha.${tag}@Example.com`,
      phone: '9876543210',
      message: 'I would like to attend.',
      date: day(7),
      time: '11:00 AM',
      mode: 'online',
      sessionId,
    });
    await subscribe(address);
    await apply(address, 'Asha', lastName);
    // Rows no form makes: stored in another case; an application whose file is gone.
    await contacts.insert(t.db, {
      name,
      email: `ASHA.${tag}@EXAMPLE.COM`,
      message: 'Written by hand',
    });
    missingKey = `resumes/${randomUUID()}.pdf`;
    await applications.insert(t.db, {
      first_name: 'Asha',
      last_name: lastName,
      email: address,
      job_position: 'Lab Technician',
      salary_expectation: '6 LPA',
      resume_key: missingKey,
      resume_name: 'old.pdf',
      resume_type: 'pdf',
      resume_size: 10,
      source: 'careers_page',
    });
    // The neighbours: the same forms, addresses that contain the person's.
    for (const n of neighbours) {
      await contact(n, 'Neighbour Person', 'Not Asha');
      await subscribe(n);
    }
    // A sign-in attempt with the address as the username; an entry naming only a neighbour.
    await auditEntries.insertMany(t.db, [
      {
        username: address.toUpperCase(),
        action: 'auth.login-failed',
        target: 'unknown user',
        ip: '198.51.100.7',
      },
      {
        username: 'admin',
        action: 'user.create',
        target: `note about ${neighbours[0]}`,
        ip: '192.0.2.1',
      },
    ]);
    const [app] = await q(
      `SELECT id, resume_key FROM applications WHERE email = $1 AND resume_key <> $2`,
      [address, missingKey],
    );
    applicationId = Number(app.id);
    resumeKey = String(app.resume_key);
    expect(await storage.exists(resumeKey)).toBe(true);
    // Staff notes on the person's records that name them (the erasure must take these too).
    const [personContact] = await q(
      `SELECT id FROM contacts WHERE lower(email) = $1 ORDER BY id LIMIT 1`,
      [address],
    );
    for (const path of [
      `/api/admin/contacts/${String(personContact.id)}/notes`,
      `/api/admin/applications/${applicationId}/notes`,
    ]) {
      await post(path, { body: `Called ${name} back on ${address}.` }).expect(201);
    }
    // A staff member downloads the resume: the audit entry names the applicant.
    await request(t.http)
      .get(`/api/admin/applications/${applicationId}/resume`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
  });

  it('a look-up finds exactly the rows of that address, in any case, and not its neighbours', async () => {
    const res = await lookup(`  ${address.replace('asha', 'ASHA')}  `);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.email).toBe(address);
    expect(body.caseReference).toMatch(CASE_REFERENCE_PATTERN);
    caseReference = body.caseReference;
    expect(body.counts).toEqual({
      contacts: 2,
      registrations: 1,
      subscribers: 1,
      applications: 2,
      resumeFiles: 1,
      mails: 7,
      auditEntries: 2,
    });
    expect(body.total).toBe(2 + 1 + 1 + 2 + 7 + 2);
    expect(body.notes).toEqual([
      expect.objectContaining({
        record: 'contact',
        author: `privacy-${tag}`,
        body: `Called ${name} back on ${address}.`,
      }),
      expect.objectContaining({ record: 'application', record_id: applicationId }),
    ]);
    expect(body.contacts.map((c: Body) => c.message).sort()).toEqual([
      '=HYPERLINK("http://evil.example","x")',
      'Written by hand',
    ]);
    expect(body.registrations[0]).toMatchObject({ name, session_name: 'HrC Evening' });
    expect(body.subscribers.map((s: Body) => s.email)).toEqual([address]);
    expect(
      body.applications.map((a: Body) => [a.job_position, a.resume, a.resume_name]).sort(),
    ).toEqual([
      ['App Developer', 'present', 'my cv.pdf'],
      ['Lab Technician', 'missing', 'old.pdf'],
    ]);
    // Each submission's staff notification (Reply-To) and the mail to the person, still pending.
    // (The newsletter's mail is whichever one the subscription sends.)
    const mailKinds = body.mails.map((m: Body) =>
      `${m.kind} ${m.relation} ${m.status}`.replace(/^newsletter\.\S+/, 'newsletter.*'),
    );
    expect(mailKinds.sort()).toEqual([
      'application.ack to pending',
      'application.staff reply-to pending',
      'contact.ack to pending',
      'contact.staff reply-to pending',
      'newsletter.* to pending',
      'registration.confirmation to pending',
      'registration.staff reply-to pending',
    ]);
    expect(body.auditEntries.map((a: Body) => a.action).sort()).toEqual([
      'application.resume',
      'auth.login-failed',
    ]);
    expect(body.history).toEqual([
      expect.objectContaining({ action: 'privacy.lookup', username: `privacy-${tag}` }),
    ]);

    // The neighbours keep their own records apart.
    const other = await lookup(neighbours[0]);
    expect(other.body.counts).toMatchObject({
      contacts: 1,
      subscribers: 1,
      mails: 3,
      auditEntries: 1,
    });
    expect(other.body.caseReference).not.toBe(caseReference);
  });

  it('the export is a ZIP of README, JSON and CSV per kind and the resume bytes; a missing file is listed as missing', async () => {
    // Traces of the staff's work on the person's records, none of which the person receives.
    await request(t.http)
      .patch(`/api/admin/applications/${applicationId}/status`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'shortlisted' })
      .expect(200);
    const staffIp = '203.0.113.77';
    await q(`UPDATE audit_log SET ip = $1 WHERE username = $2`, [staffIp, `privacy-${tag}`]);
    const leaseToken = randomUUID();
    const mailError = `550 relay ${randomUUID()} refused`;
    await q(
      `UPDATE outbox_mails SET lease_token = $2, locked_until = now() - interval '1 hour',
              attempts = 1, last_error = $3
        WHERE id = (SELECT min(id) FROM outbox_mails WHERE lower(to_address) = $1)`,
      [address, leaseToken, mailError],
    );

    const res = await post('/api/admin/privacy/export', { email: address })
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`personal-data_${caseReference}_`);
    expect(res.headers['content-disposition']).not.toContain(tag);
    const zipBytes = res.body as Buffer;
    const files = unzipSync(new Uint8Array(zipBytes));
    const resumeEntry = `resumes/${applicationId}-Asha_${lastName}_Resume.pdf`;
    const kinds = [
      'audit-log',
      'career-applications',
      'contact-messages',
      'mails',
      'newsletter-subscriptions',
      'session-registrations',
    ];
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', ...kinds.flatMap((n) => [`${n}.csv`, `${n}.json`]), resumeEntry].sort(),
    );
    expect(Buffer.from(files[resumeEntry]).equals(PDF)).toBe(true);
    const read = (n: string) => Buffer.from(files[n]).toString('utf8');
    const readme = read('README.txt');
    expect(readme).toContain(`E-mail address: ${address}`);
    expect(readme).toMatch(/Produced: .+ IST \(\d{4}-\d\d-\d\dT/);
    expect(readme).toContain(caseReference);
    expect(readme).toContain('contact-messages.json, contact-messages.csv: 2 records');
    expect(readme).toContain('resumes/: 1 resume file');
    expect(readme).toMatch(/application \d+: old\.pdf \(missing\)/);
    expect(readme).not.toMatch(/note/i);

    // Each kind holds exactly its allow-listed columns: what the person gave, the status, when.
    const allowed: Record<string, string[]> = {
      'contact-messages': [...CONTACT_PERSONAL_DATA.export.columns],
      'session-registrations': [...REGISTRATION_PERSONAL_DATA.export.columns],
      'newsletter-subscriptions': [...SUBSCRIBER_PERSONAL_DATA.export.columns],
      'career-applications': [...APPLICATION_PERSONAL_DATA.export.columns],
      mails: [...MAILS_EXPORT.columns],
      'audit-log': [...AUDIT_EXPORT.columns],
    };
    const forbiddenColumns = [
      'username',
      'user_id',
      'ip',
      'author',
      'status_changed_by',
      'lease_token',
      'locked_until',
      'last_error',
      'attempts',
      'next_attempt_at',
      'message_id',
      'list_unsubscribe',
      'resume_key',
    ];
    for (const kind of kinds) {
      expect(allowed[kind].filter((c) => forbiddenColumns.includes(c))).toEqual([]);
      const rows = JSON.parse(read(`${kind}.json`)) as Body[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row)).toEqual(allowed[kind]);
      const header = read(`${kind}.csv`)
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0];
      expect(header).toBe(allowed[kind].map((c) => `"${c}"`).join(','));
    }
    // Nothing of the staff's: their username, address, internal notes, the outbox's working fields.
    const everything = [zipBytes, ...Object.values(files).map((f) => Buffer.from(f))];
    for (const secret of [`privacy-${tag}`, staffIp, `Called ${name}`, leaseToken, mailError]) {
      for (const bytes of everything) expect(bytes.includes(secret)).toBe(false);
    }

    const contacts = JSON.parse(read('contact-messages.json'));
    expect(contacts).toHaveLength(2);
    expect(Object.keys(contacts[0])).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'phone', 'message', 'created_at']),
    );
    const applications = JSON.parse(read('career-applications.json')) as Body[];
    expect(applications).toHaveLength(2);
    // The decision about them and when, without who took it.
    expect(applications.find((a) => a.id === applicationId)).toMatchObject({
      status: 'shortlisted',
      status_changed_at: expect.any(String),
    });
    const mails = JSON.parse(read('mails.json'));
    expect(mails).toHaveLength(7);
    expect(mails[0]).toHaveProperty('text_body');
    const audit = JSON.parse(read('audit-log.json')) as Body[];
    expect(audit.map((a) => [a.action, a.by]).sort()).toEqual([
      ['application.resume', 'Kavach Genomics staff'],
      ['auth.login-failed', 'this e-mail address'],
    ]);
    // CSV: a BOM, a header of the allowed columns, the formula neutralised.
    const csv = read('contact-messages.csv');
    expect(csv.startsWith('\uFEFF"id","name","email"')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.trim().split('\r\n')).toHaveLength(3);

    const exported = await q(
      `SELECT target FROM audit_log WHERE action = 'privacy.export' AND target LIKE $1`,
      [`${caseReference}:%`],
    );
    expect(exported).toHaveLength(1);
  });

  it('bad input is a 400 with a message; a mismatched confirmation erases nothing', async () => {
    for (const body of [
      {},
      { email: 'not-an-address' },
      { email: 'a@b' },
      { email: 5 },
      { email: `${address.replace('@', '\u0085@')}` },
    ]) {
      const res = await post('/api/admin/privacy/lookup', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/e-mail address/);
    }
    const unknown = await post('/api/admin/privacy/lookup', { email: address, kind: 'all' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field "kind".');
    const mismatch = await post('/api/admin/privacy/erase', {
      email: address,
      confirmation: neighbours[0],
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(
      'The confirmation does not match the e-mail address. Nothing was erased.',
    );
    const missing = await post('/api/admin/privacy/erase', { email: address });
    expect(missing.status).toBe(400);
    expect((await lookup(address)).body.total).toBe(15);
  });

  it('an erasure deletes every row and file of the address, anonymises its audit entries, and leaves the neighbours', async () => {
    // The check below sees the address where it is held (and tells a neighbour apart).
    expect(await textColumnsHolding(t, address)).toEqual(
      expect.arrayContaining([
        'applications.email',
        'audit_log.username',
        'contacts.email',
        'notes.body',
        'outbox_mails.reply_to',
        'outbox_mails.to_address',
        'registrations.email',
        'subscribers.email',
      ]),
    );
    const before = Number((await q(`SELECT count(*)::int AS n FROM audit_log`))[0].n);
    const res = await post('/api/admin/privacy/erase', {
      email: address.toUpperCase(),
      confirmation: ` ${address} `,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'The personal data held for this address has been erased.',
      caseReference,
      erased: {
        contacts: 2,
        registrations: 1,
        subscribers: 1,
        applications: 2,
        resumeFiles: 1,
        mails: 7,
        // Still pending: no copy was written to a file.
        mailFiles: 0,
        auditEntriesAnonymised: 2,
      },
    });

    // Nothing in any text column of any table holds the address or the person's name.
    expect(await textColumnsHolding(t, address)).toEqual([]);
    expect(await textColumnsHolding(t, lastName)).toEqual([]);
    expect(await textColumnsHolding(t, neighbours[0])).toContain('contacts.email');
    expect(await storage.exists(resumeKey)).toBe(false);

    // The audit entries stay, without the person: one more row (the erasure) and none fewer.
    const after = Number((await q(`SELECT count(*)::int AS n FROM audit_log`))[0].n);
    expect(after).toBe(before + 1);
    const failed = await q(
      `SELECT username, target, ip FROM audit_log WHERE action = 'auth.login-failed' AND target = 'unknown user'`,
    );
    expect(failed).toEqual([{ username: '[erased]', target: 'unknown user', ip: null }]);
    const download = await q(
      `SELECT username, target, ip FROM audit_log WHERE action = 'application.resume'`,
    );
    expect(download).toEqual([
      {
        username: `privacy-${tag}`,
        target: `application #${applicationId} [erased]`,
        ip: expect.any(String),
      },
    ]);
    // Its details too: the record stays named by id, the applicant's name goes.
    expect(
      await q(
        `SELECT details, record_kind, record_id FROM audit_log WHERE action = 'application.resume'`,
      ),
    ).toEqual([
      {
        details: { id: applicationId, name: '[erased]' },
        record_kind: 'application',
        record_id: String(applicationId),
      },
    ]);
    // The desk's own entries name the case, never the address.
    const desk = await q(
      `SELECT action, target FROM audit_log WHERE action LIKE 'privacy.%' AND target LIKE $1 ORDER BY id`,
      [`${caseReference}:%`],
    );
    expect(desk.map((r) => r.action)).toEqual([
      'privacy.lookup',
      'privacy.export',
      'privacy.lookup',
      'privacy.erase',
    ]);
    expect(desk[3].target).toBe(
      `${caseReference}: deleted contacts 2, registrations 1, subscribers 1, applications 2 (1 file), mails 7 (0 files), audit anonymised 2`,
    );

    // The neighbours are untouched.
    for (const n of neighbours) {
      const other = await lookup(n);
      expect(other.body.counts).toMatchObject({ contacts: 1, subscribers: 1, mails: 3 });
    }
    expect((await lookup(neighbours[0])).body.counts.auditEntries).toBe(1);
  });

  it('a look-up after the erasure finds nothing and shows the case history', async () => {
    const res = await lookup(address);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
    expect(res.body.caseReference).toBe(caseReference);
    expect(res.body.history.map((h: Body) => h.action)).toEqual([
      'privacy.lookup',
      'privacy.erase',
      'privacy.lookup',
      'privacy.export',
      'privacy.lookup',
    ]);
    const again = await post('/api/admin/privacy/erase', { email: address, confirmation: address });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Nothing is held for this address. Nothing was erased.');
  });

  it('a resume file left behind by an interrupted erasure is removed by the retention sweep', async () => {
    // As if the process had stopped between the commit and the file's deletion.
    await storage.put(resumeKey, PDF);
    const r = await t.app.get(RetentionService).run(new Date(Date.now() + 2 * 3600_000));
    expect(r?.orphanFiles).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(resumeKey)).toBe(false);
  });
}
