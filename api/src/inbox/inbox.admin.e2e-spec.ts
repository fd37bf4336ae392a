import { randomUUID } from 'node:crypto';
import { asStaff, createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { StorageService } from '../platform/storage/storage.service';
import {
  applications,
  contacts,
  registrations,
  savedViews,
  sessions,
  sql,
} from '../../test/factories';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('the submissions as an inbox: statuses, notes, counts, bulk actions, saved views', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => asStaff(t, tokens[who]);
  const q = (sql: string, params: unknown[] = []) =>
    t.db.query(sql, params) as Promise<Record<string, unknown>[]>;
  const audit = (action: string) =>
    q(`SELECT username, target FROM audit_log WHERE action = $1 ORDER BY id`, [action]);

  const contact = async (name: string, status = 'new', created = '2024-10-10 12:00+05:30') =>
    (
      await contacts.insert(t.db, {
        name,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        status,
        created_at: created,
      })
    ).id;
  const registration = async (name: string, sessionId: number | null, status = 'new') =>
    (
      await registrations.insert(t.db, {
        name,
        email: 'r@example.com',
        message: 'Hi',
        session_id: sessionId,
        session_name: 'Evening',
        status,
      })
    ).id;
  const application = async (first: string, status = 'new', resumeKey: string | null = null) =>
    (
      await applications.insert(t.db, {
        first_name: first,
        email: 'a@example.com',
        resume_key: resumeKey,
        resume_type: resumeKey === null ? null : 'pdf',
        status,
      })
    ).id;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    for (const [name, role] of [
      ['boss', 'admin'],
      ['kav', 'kavach_admin'],
      ['kav2', 'kavach_admin'],
      ['hr', 'hr_manager'],
    ]) {
      await createUser(t, name, role);
      tokens[name] = await loginAs(t, name);
    }
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() =>
    q(`TRUNCATE contacts, registrations, applications, notes, saved_views, audit_log CASCADE`),
  );

  describe('status', () => {
    it('a new row starts New; PATCH sets a status, records who and when, and audits from → to', async () => {
      const { id: newId } = await contacts.insert(t.db, {
        name: 'Fresh',
        email: 'f@example.com',
        message: 'm',
      });
      const id = Number(newId);
      const before = await as('kav').get(`/api/admin/contacts/${id}`).expect(200);
      expect(before.body.data).toMatchObject({
        status: 'new',
        status_changed_at: null,
        status_changed_by: null,
      });
      const res = await as('kav')
        .patch(`/api/admin/contacts/${id}/status`, { status: 'replied' })
        .expect(200);
      expect(res.body).toEqual({
        status: 'success',
        data: {
          id,
          status: 'replied',
          status_changed_at: expect.any(String),
          status_changed_by: 'kav',
        },
      });
      expect(Date.now() - Date.parse(res.body.data.status_changed_at)).toBeLessThan(60_000);
      expect(await audit('contact.status')).toEqual([
        { username: 'kav', target: `contact #${id}: new → replied` },
      ]);
      // The same status again changes nothing and records nothing.
      await as('kav').patch(`/api/admin/contacts/${id}/status`, { status: 'replied' }).expect(200);
      expect(await audit('contact.status')).toHaveLength(1);

      const reg = await registration('Reg', null);
      await as('boss')
        .patch(`/api/admin/registrations/${reg}/status`, { status: 'closed' })
        .expect(200);
      const app = await application('Asha');
      const hired = await as('hr')
        .patch(`/api/admin/applications/${app}/status`, { status: 'shortlisted' })
        .expect(200);
      expect(hired.body.data).toMatchObject({ status: 'shortlisted', status_changed_by: 'hr' });
      expect(await audit('registration.status')).toEqual([
        { username: 'boss', target: `registration #${reg}: new → closed` },
      ]);
      expect(await audit('application.status')).toEqual([
        { username: 'hr', target: `application #${app}: new → shortlisted` },
      ]);
    });

    it('bad input is a 400 with a message and changes nothing; a missing record is a 404', async () => {
      const id = await contact('Ravi');
      for (const body of [{}, { status: 'reviewed' }, { status: 'NEW' }, { status: 1 }]) {
        const res = await as('kav').patch(`/api/admin/contacts/${id}/status`, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/status/);
      }
      const extra = await as('kav').patch(`/api/admin/contacts/${id}/status`, {
        status: 'read',
        by: 'x',
      });
      expect([extra.status, extra.body.message]).toEqual([400, 'Unknown field "by".']);
      const app = await application('Asha');
      const wrongKind = await as('hr').patch(`/api/admin/applications/${app}/status`, {
        status: 'replied',
      });
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body.message).toBe(
        'status must be one of: new, reviewed, shortlisted, interview, offered, hired, rejected.',
      );
      expect((await q(`SELECT status FROM contacts`))[0].status).toBe('new');
      expect(await audit('contact.status')).toEqual([]);
      const missing = await as('kav').patch(`/api/admin/contacts/999999/status`, {
        status: 'read',
      });
      expect([missing.status, missing.body.message]).toEqual([404, 'Contact not found.']);
    });

    it('open: New → Read once (audited), never another status; an application stays New; GET changes nothing', async () => {
      const id = await contact('Opened');
      await as('kav').get(`/api/admin/contacts/${id}`).expect(200);
      expect((await q(`SELECT status FROM contacts WHERE id = $1`, [id]))[0].status).toBe('new');

      const res = await as('kav').post(`/api/admin/contacts/${id}/open`).expect(200);
      expect(res.body).toMatchObject({
        status: 'success',
        data: { id, name: 'Opened', status: 'read', status_changed_by: 'kav' },
        notes: [],
      });
      await as('kav2').post(`/api/admin/contacts/${id}/open`).expect(200);
      expect(await audit('contact.status')).toEqual([
        { username: 'kav', target: `contact #${id}: new → read (opened)` },
      ]);

      const replied = await contact('Replied', 'replied');
      const again = await as('kav').post(`/api/admin/contacts/${replied}/open`).expect(200);
      expect(again.body.data.status).toBe('replied');

      const app = await application('Asha');
      // Reviewed is the staff's choice: opening an application changes nothing.
      const opened = await as('hr').post(`/api/admin/applications/${app}/open`).expect(200);
      expect(opened.body.data).toMatchObject({ id: app, status: 'new' });
      expect(await audit('application.status')).toEqual([]);
      const rejected = await application('Ben', 'rejected');
      await as('hr').post(`/api/admin/applications/${rejected}/open`).expect(200);
      expect((await q(`SELECT status FROM applications WHERE id = $1`, [rejected]))[0].status).toBe(
        'rejected',
      );
      const reg = await registration('Reg', null);
      const r = await as('kav').post(`/api/admin/registrations/${reg}/open`).expect(200);
      expect(r.body.data.status).toBe('read');
      expect((await as('kav').post(`/api/admin/registrations/999999/open`)).status).toBe(404);
    });
  });

  describe('filters, sort, counts and exports', () => {
    it('lists and exports by status (comma-separated or repeated), with a Status column', async () => {
      await contact('A New', 'new', '2024-10-01 12:00+05:30');
      await contact('B Read', 'read', '2024-10-02 12:00+05:30');
      await contact('C Replied', 'replied', '2024-10-03 12:00+05:30');
      await contact('D Closed', 'closed', '2024-10-04 12:00+05:30');
      const names = async (query: string) =>
        (await as('kav').get(`/api/admin/contacts?${query}`).expect(200)).body.data.map(
          (r: { name: string }) => r.name,
        );
      expect(await names('status=new')).toEqual(['A New']);
      expect(await names('status=read,replied')).toEqual(['C Replied', 'B Read']);
      expect(await names('status=read&status=closed')).toEqual(['D Closed', 'B Read']);
      const page = await as('kav').get('/api/admin/contacts?status=new').expect(200);
      expect(page.body).toMatchObject({ total: 1, all: 4 });
      for (const bad of ['status=unread', 'status=new,reviewed', 'status=']) {
        const res = await as('kav').get(`/api/admin/contacts?${bad}`);
        if (bad === 'status=') {
          expect(res.status).toBe(200);
          continue;
        }
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('status must be one or more of: new, read, replied, closed.');
      }

      const csv = await as('kav')
        .get('/api/admin/contacts/export?status=replied,closed')
        .expect(200);
      expect(csv.headers['x-record-count']).toBe('2');
      const lines = csv.text.slice(1).trim().split('\r\n');
      expect(lines[0].endsWith('"Source","Status"')).toBe(true);
      expect(lines.slice(1).map((l: string) => l.split('","').pop())).toEqual([
        'Closed"',
        'Replied"',
      ]);
      const none = await as('kav').get('/api/admin/contacts/export?status=new&search=Closed');
      expect(none.status).toBe(404);
    });

    it('exports a selection by ids (≤ 1000), together with the filter', async () => {
      const a = await contact('Alpha');
      await contact('Beta');
      const c = await contact('Gamma', 'closed');
      const res = await as('kav').get(`/api/admin/contacts/export?ids=${a},${c}`).expect(200);
      expect(res.headers['x-record-count']).toBe('2');
      expect(res.text).toContain('Alpha');
      expect(res.text).toContain('Gamma');
      expect(res.text).not.toContain('Beta');
      const both = await as('kav').get(`/api/admin/contacts/export?ids=${a},${c}&status=closed`);
      expect(both.headers['x-record-count']).toBe('1');
      const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
      const big = await as('kav').get(`/api/admin/contacts/export?ids=${tooMany}`);
      expect([big.status, big.body.message]).toEqual([400, 'ids may name 1000 records at most.']);
      const word = await as('kav').get(`/api/admin/contacts/export?ids=1,x`);
      expect([word.status, word.body.message]).toEqual([400, 'ids must be whole numbers.']);
    });

    it('registrations filter and export by session; a deleted session leaves the link empty', async () => {
      const { id: s1 } = await sessions.insert(t.db, { title: 'One', date: '2030-01-01' });
      const { id: s2 } = await sessions.insert(t.db, { title: 'Two', date: '2030-01-02' });
      await registration('In One', Number(s1));
      await registration('In One too', Number(s1), 'closed');
      await registration('In Two', Number(s2));
      const list = await as('kav').get(`/api/admin/registrations?sessionId=${s1}`).expect(200);
      expect(list.body.data.map((r: { name: string }) => r.name).sort()).toEqual([
        'In One',
        'In One too',
      ]);
      expect(list.body).toMatchObject({ total: 2, all: 3 });
      const both = await as('kav')
        .get(`/api/admin/registrations?sessionId=${s1}&status=closed`)
        .expect(200);
      expect(both.body.data.map((r: { name: string }) => r.name)).toEqual(['In One too']);
      const csv = await as('kav')
        .get(`/api/admin/registrations/export?sessionId=${s2}`)
        .expect(200);
      expect(csv.headers['x-record-count']).toBe('1');
      expect(csv.text).toContain('In Two');
      await q(`DELETE FROM sessions WHERE id = $1`, [s2]);
      const gone = await as('kav').get(`/api/admin/registrations?sessionId=${s2}`).expect(200);
      expect(gone.body.total).toBe(0);
      const bad = await as('kav').get('/api/admin/registrations?sessionId=abc');
      expect([bad.status, bad.body.message]).toEqual([400, 'sessionId must be a whole number.']);
      // Contacts have no session.
      const wrong = await as('kav').get(`/api/admin/contacts?sessionId=${s1}`);
      expect([wrong.status, wrong.body.message]).toEqual([400, 'Unknown field "sessionId".']);
    });

    it('applications: sort=status in pipeline order, status counts of the filter, export', async () => {
      for (const [first, status] of [
        ['H', 'hired'],
        ['N', 'new'],
        ['S', 'shortlisted'],
        ['R', 'rejected'],
        ['N2', 'new'],
        ['I', 'interview'],
      ]) {
        await application(first, status);
      }
      const sorted = await as('hr').get('/api/admin/applications?sort=status').expect(200);
      expect(sorted.body.data.map((r: { first_name: string }) => r.first_name)).toEqual([
        'N2',
        'N',
        'S',
        'I',
        'H',
        'R',
      ]);
      // The last page of a status-sorted list (read from the other end) keeps the order.
      const last = await as('hr').get('/api/admin/applications?sort=status&pageSize=4&page=2');
      expect(last.body.data.map((r: { first_name: string }) => r.first_name)).toEqual(['H', 'R']);
      const newest = await as('hr').get('/api/admin/applications').expect(200);
      expect(newest.body.data[0].first_name).toBe('I');
      const bad = await as('hr').get('/api/admin/applications?sort=name');
      expect([bad.status, bad.body.message]).toEqual([400, 'sort must be newest or status.']);

      const counts = await as('hr').get('/api/admin/applications/status-counts').expect(200);
      expect(counts.body).toEqual({
        status: 'success',
        data: {
          new: 2,
          reviewed: 0,
          shortlisted: 1,
          interview: 1,
          offered: 0,
          hired: 1,
          rejected: 1,
        },
        total: 6,
      });
      const searched = await as('hr')
        .get('/api/admin/applications/status-counts?search=N2&status=hired')
        .expect(200);
      expect(searched.body.total).toBe(1);
      expect(searched.body.data.new).toBe(1);
      expect((await as('kav').get('/api/admin/applications/status-counts')).status).toBe(403);

      const csv = await as('hr').get('/api/admin/applications/export?status=new').expect(200);
      expect(csv.headers['x-record-count']).toBe('2');
      expect(csv.headers['content-disposition']).toMatch(
        /career_applications_\d{4}-\d\d-\d\d\.csv/,
      );
      const lines = csv.text.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(
        '"S.No","ID","First Name","Last Name","Email","Phone","Job Position","Experience","Notice Period","Salary Expectation","LinkedIn","Source","Date Applied","Status"',
      );
      expect(lines[1]).toMatch(/"1 year","1 Month","5 LPA","","jobs_page","[^"]+","New"$/);
      expect((await audit('applications.export'))[0].username).toBe('hr');
    });

    it('inbox counts: New items of the tabs the caller may read, cacheable for a minute', async () => {
      await contact('N1');
      await contact('N2');
      await contact('R1', 'read');
      await registration('Reg', null);
      await application('A', 'new');
      await application('B', 'reviewed');
      const admin = await as('boss').get('/api/admin/inbox-counts').expect(200);
      expect(admin.body).toEqual({ contacts: 2, registrations: 1, applications: 1 });
      expect(admin.headers['cache-control']).toBe('private, max-age=60');
      expect((await as('kav').get('/api/admin/inbox-counts')).body).toEqual({
        contacts: 2,
        registrations: 1,
      });
      expect((await as('hr').get('/api/admin/inbox-counts')).body).toEqual({ applications: 1 });
    });
  });

  describe('notes', () => {
    it('add (trimmed), list oldest first, shown on open; audited without the text', async () => {
      const id = await contact('Noted');
      const added = await as('kav')
        .post(`/api/admin/contacts/${id}/notes`, { body: '  Called back, no answer.  ' })
        .expect(201);
      expect(added.body).toEqual({
        status: 'success',
        data: {
          id: expect.any(Number),
          body: 'Called back, no answer.',
          author: 'kav',
          created_at: expect.any(String),
        },
      });
      await as('kav2').post(`/api/admin/contacts/${id}/notes`, { body: 'Second' }).expect(201);
      const list = await as('kav').get(`/api/admin/contacts/${id}/notes`).expect(200);
      expect(list.body.data.map((n: { body: string }) => n.body)).toEqual([
        'Called back, no answer.',
        'Second',
      ]);
      const opened = await as('kav').post(`/api/admin/contacts/${id}/open`).expect(200);
      expect(opened.body.notes).toHaveLength(2);
      const entries = await audit('contact.note');
      expect(entries).toEqual([
        { username: 'kav', target: `contact #${id}: note #${added.body.data.id}` },
        { username: 'kav2', target: expect.stringMatching(/^contact #\d+: note #\d+$/) },
      ]);
      // Notes of one kind are not reachable through another kind's path.
      expect((await as('boss').get(`/api/admin/registrations/${id}/notes`)).status).toBe(404);
    });

    it('refuses empty, blank, too long and non-text notes with a message; nothing written', async () => {
      const id = await contact('Noted');
      for (const [body, message] of [
        [{}, 'Write the note first.'],
        [{ body: '   ' }, 'Write the note first.'],
        [{ body: 'x'.repeat(2001) }, 'The note is too long (2000 characters at most).'],
        [{ body: 5 }, 'The note must be text.'],
      ] as const) {
        const res = await as('kav').post(`/api/admin/contacts/${id}/notes`, body);
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      await as('kav')
        .post(`/api/admin/contacts/${id}/notes`, { body: 'x'.repeat(2000) })
        .expect(201);
      expect((await q(`SELECT count(*)::int AS n FROM notes`))[0].n).toBe(1);
      const missing = await as('kav').post(`/api/admin/contacts/999999/notes`, { body: 'x' });
      expect([missing.status, missing.body.message]).toEqual([404, 'Contact not found.']);
      expect((await as('kav').get(`/api/admin/contacts/999999/notes`)).status).toBe(404);
    });

    it('delete: its author or a System Admin; anyone else 403; audited', async () => {
      const id = await contact('Noted');
      const note = async (who: string) =>
        (
          await as(who)
            .post(`/api/admin/contacts/${id}/notes`, { body: `by ${who}` })
            .expect(201)
        ).body.data.id as number;
      const mine = await note('kav');
      const theirs = await note('kav2');
      const refused = await as('kav').delete(`/api/admin/contacts/${id}/notes/${theirs}`);
      expect([refused.status, refused.body.message]).toEqual([
        403,
        'Only its author or a System Admin may delete a note.',
      ]);
      await as('kav').delete(`/api/admin/contacts/${id}/notes/${mine}`).expect(200);
      await as('boss').delete(`/api/admin/contacts/${id}/notes/${theirs}`).expect(200);
      expect(await q(`SELECT id FROM notes`)).toEqual([]);
      expect((await as('kav').delete(`/api/admin/contacts/${id}/notes/${mine}`)).status).toBe(404);
      expect(await audit('contact.note-delete')).toEqual([
        { username: 'kav', target: `contact #${id}: note #${mine} by kav` },
        { username: 'boss', target: `contact #${id}: note #${theirs} by kav2` },
      ]);
    });

    it('deleting a record deletes its notes (contacts, registrations, applications)', async () => {
      const c = await contact('Gone');
      const r = await registration('Gone', null);
      const a = await application('Gone');
      await as('kav').post(`/api/admin/contacts/${c}/notes`, { body: 'n' }).expect(201);
      await as('kav').post(`/api/admin/registrations/${r}/notes`, { body: 'n' }).expect(201);
      await as('hr').post(`/api/admin/applications/${a}/notes`, { body: 'n' }).expect(201);
      expect((await q(`SELECT count(*)::int AS n FROM notes`))[0].n).toBe(3);
      await as('kav').delete(`/api/admin/contacts/${c}`).expect(200);
      await as('kav').delete(`/api/admin/registrations/${r}`).expect(200);
      await as('hr').delete(`/api/admin/applications/${a}`).expect(200);
      expect((await q(`SELECT count(*)::int AS n FROM notes`))[0].n).toBe(0);
    });
  });

  describe('bulk actions', () => {
    it('by ids: changes the status of exactly those rows, one audit entry', async () => {
      const a = await contact('A');
      const b = await contact('B', 'replied');
      const c = await contact('C');
      const res = await as('kav')
        .post('/api/admin/contacts/bulk', {
          action: 'status',
          status: 'closed',
          ids: [a, b],
          expected: 2,
        })
        .expect(200);
      expect(res.body).toEqual({ success: true, count: 2, message: '2 contacts marked closed.' });
      const rows = await q(`SELECT id, status, status_changed_by FROM contacts ORDER BY id`);
      expect(rows).toEqual([
        { id: a, status: 'closed', status_changed_by: 'kav' },
        { id: b, status: 'closed', status_changed_by: 'kav' },
        { id: c, status: 'new', status_changed_by: null },
      ]);
      expect(await audit('contacts.bulk-status')).toEqual([
        { username: 'kav', target: `2 → closed; ids ${a},${b}` },
      ]);
    });

    it('by filter: deletes what the filter matches; a changed count is a 409 and changes nothing', async () => {
      await contact('Keep', 'read');
      await contact('Drop one');
      await contact('Drop two');
      const filter = { status: ['new'], search: 'drop' };
      const stale = await as('kav').post('/api/admin/contacts/bulk', {
        action: 'delete',
        filter,
        expected: 3,
      });
      expect([stale.status, stale.body.message]).toEqual([
        409,
        'The selection changed: 2 records match now. Review it and confirm again.',
      ]);
      expect((await q(`SELECT count(*)::int AS n FROM contacts`))[0].n).toBe(3);
      expect(await audit('contacts.bulk-delete')).toEqual([]);
      const res = await as('kav')
        .post('/api/admin/contacts/bulk', { action: 'delete', filter, expected: 2 })
        .expect(200);
      expect(res.body).toMatchObject({ count: 2, message: '2 contacts deleted.' });
      expect((await q(`SELECT name FROM contacts`)).map((r) => r.name)).toEqual(['Keep']);
      expect(await audit('contacts.bulk-delete')).toEqual([
        { username: 'kav', target: `2; filter ${JSON.stringify(filter)}` },
      ]);
    });

    it('a filter over 10,000 rows is refused with a clear message', async () => {
      await contacts.insertSeries(t.db, 10001, {
        name: sql`'P' || i`,
        email: 'p@example.com',
        message: 'm',
      });
      const res = await as('kav').post('/api/admin/contacts/bulk', {
        action: 'status',
        status: 'read',
        filter: {},
        expected: 10001,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'This filter matches more than 10,000 records. Narrow it (or select the rows) and try again.',
      );
      expect((await q(`SELECT count(*)::int AS n FROM contacts WHERE status = 'new'`))[0].n).toBe(
        10001,
      );
    });

    it('bad input: 400 with a message, nothing written', async () => {
      const a = await contact('A');
      for (const [body, message] of [
        [
          { action: 'status', status: 'read', expected: 1 },
          'Give either ids (the selected rows) or filter (the current filter), not both.',
        ],
        [
          { action: 'status', status: 'read', ids: [a], filter: {}, expected: 1 },
          'Give either ids (the selected rows) or filter (the current filter), not both.',
        ],
        [{ action: 'status', ids: [a], expected: 1 }, 'status is required to change the status.'],
        [{ action: 'archive', ids: [a], expected: 1 }, 'action must be status or delete.'],
        [
          { action: 'status', status: 'hired', ids: [a], expected: 1 },
          'status must be one of: new, read, replied, closed.',
        ],
        [{ action: 'delete', ids: [], expected: 0 }, 'ids must name at least one record.'],
        [
          { action: 'delete', ids: [a] },
          'expected is required: the count the confirmation showed.',
        ],
        [
          { action: 'delete', filter: { position: 'x' }, expected: 1 },
          'Unknown field "filter.position".',
        ],
        [
          { action: 'delete', filter: { status: ['gone'] }, expected: 1 },
          'status must be one or more of: new, read, replied, closed.',
        ],
      ] as const) {
        const res = await as('kav').post('/api/admin/contacts/bulk', body);
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      expect(await q(`SELECT status FROM contacts`)).toEqual([{ status: 'new' }]);
    });

    it('applications: HR deletes the rows of a filter and their résumé files; registrations by session', async () => {
      const storage = t.app.get(StorageService);
      const key = `resumes/${randomUUID()}.pdf`;
      await storage.put(key, PDF);
      await application('A', 'rejected', key);
      await application('B', 'rejected');
      await application('C', 'new');
      await as('hr')
        .post('/api/admin/applications/bulk', {
          action: 'delete',
          filter: { status: ['rejected'] },
          expected: 2,
        })
        .expect(200);
      expect((await q(`SELECT first_name FROM applications`)).map((r) => r.first_name)).toEqual([
        'C',
      ]);
      expect(await storage.exists(key)).toBe(false);
      expect((await audit('applications.bulk-delete'))[0].target).toContain('2;');

      const { id: s } = await sessions.insert(t.db, { title: 'S', date: '2030-01-01' });
      await registration('In', Number(s));
      await registration('Out', null);
      await as('kav')
        .post('/api/admin/registrations/bulk', {
          action: 'status',
          status: 'replied',
          filter: { sessionId: Number(s) },
          expected: 1,
        })
        .expect(200);
      expect(await q(`SELECT name, status FROM registrations ORDER BY name`)).toEqual([
        { name: 'In', status: 'replied' },
        { name: 'Out', status: 'new' },
      ]);
      // Another kind's staff may not act on it at all.
      const refused = await as('hr').post('/api/admin/registrations/bulk', {
        action: 'delete',
        ids: [1],
        expected: 1,
      });
      expect(refused.status).toBe(403);
    });
  });

  describe('saved views', () => {
    const save = (who: string, body: object) => as(who).post('/api/admin/saved-views', body);

    it('saves, lists by name and deletes a view; each staff member sees only their own', async () => {
      const created = await save('kav', {
        tab: 'contacts',
        name: '  Open replies  ',
        query: { status: ['new', 'read'], search: 'gene', from: '2024-10-01' },
      }).expect(201);
      expect(created.body.data).toEqual({
        id: expect.any(Number),
        tab: 'contacts',
        name: 'Open replies',
        query: { status: ['new', 'read'], search: 'gene', from: '2024-10-01' },
        created_at: expect.any(String),
      });
      await save('kav', {
        tab: 'contacts',
        name: 'All closed',
        query: { status: 'closed' },
      }).expect(201);
      await save('kav', {
        tab: 'registrations',
        name: 'Session 4',
        query: { sessionId: 4 },
      }).expect(201);
      const list = await as('kav').get('/api/admin/saved-views?tab=contacts').expect(200);
      expect(list.body.data.map((v: { name: string }) => v.name)).toEqual([
        'All closed',
        'Open replies',
      ]);
      expect(list.body.data[0].query).toEqual({ status: ['closed'] });

      // Another staff member: sees none of them, cannot delete them (404), may reuse a name.
      expect((await as('kav2').get('/api/admin/saved-views?tab=contacts')).body.data).toEqual([]);
      const theirs = await as('kav2').delete(`/api/admin/saved-views/${created.body.data.id}`);
      expect([theirs.status, theirs.body.message]).toEqual([404, 'Saved view not found.']);
      await save('kav2', { tab: 'contacts', name: 'Open replies', query: {} }).expect(201);

      await as('kav').delete(`/api/admin/saved-views/${created.body.data.id}`).expect(200);
      const after = await as('kav').get('/api/admin/saved-views?tab=contacts').expect(200);
      expect(after.body.data.map((v: { name: string }) => v.name)).toEqual(['All closed']);
    });

    it('refuses a duplicate name (any case), foreign filters, bad values, unreadable tabs', async () => {
      await save('kav', { tab: 'contacts', name: 'Mine', query: {} }).expect(201);
      const dup = await save('kav', { tab: 'contacts', name: 'MINE', query: {} });
      expect([dup.status, dup.body.message]).toEqual([
        409,
        'You already have a view named "MINE" on this tab.',
      ]);
      for (const [body, message] of [
        [
          { tab: 'contacts', name: 'x', query: { position: 'Dev' } },
          'The contacts tab has no filter "position".',
        ],
        [
          { tab: 'contacts', name: 'x', query: { status: ['hired'] } },
          'status must be one or more of: new, read, replied, closed.',
        ],
        [
          { tab: 'registrations', name: 'x', query: { sessionId: 'abc' } },
          'sessionId must be a whole number.',
        ],
        [{ tab: 'contacts', name: 'x', query: { from: '2024-02-30' } }, 'from is not a real date.'],
        [{ tab: 'contacts', name: '', query: {} }, 'Give the view a name.'],
        [
          { tab: 'contacts', name: 'x'.repeat(61), query: {} },
          'The name is too long (60 characters at most).',
        ],
        [
          { tab: 'subscribers', name: 'x', query: {} },
          'tab must be one of: contacts, registrations, applications.',
        ],
        [
          { tab: 'contacts', name: 'x', query: 'status=new' },
          'query must be an object of filters.',
        ],
      ] as const) {
        const res = await save('kav', body);
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      expect((await q(`SELECT count(*)::int AS n FROM saved_views`))[0].n).toBe(1);
      expect((await save('hr', { tab: 'contacts', name: 'x', query: {} })).status).toBe(403);
      expect((await as('hr').get('/api/admin/saved-views?tab=contacts')).status).toBe(403);
      await save('hr', {
        tab: 'applications',
        name: 'Shortlist',
        query: { status: ['shortlisted'], position: 'Dev' },
      }).expect(201);
      expect((await as('kav').get('/api/admin/saved-views')).status).toBe(400);
    });

    it('keeps at most 50 views per user and tab', async () => {
      const [{ id: userId }] = await q(`SELECT id FROM users WHERE username = 'kav'`);
      await savedViews.insertSeries(t.db, 50, {
        user_id: userId,
        tab: 'contacts',
        name: sql`'View ' || i`,
        query: {},
      });
      const res = await save('kav', { tab: 'contacts', name: 'One more', query: {} });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'You have 50 saved views on this tab (the most there can be). Delete one first.',
      );
      await save('kav', { tab: 'registrations', name: 'One more', query: {} }).expect(201);
    });
  });
});
