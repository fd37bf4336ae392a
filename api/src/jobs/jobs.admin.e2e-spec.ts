import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { AuditEntry } from '../audit/audit-entry.entity';
import { todayIst } from '../platform/dates/ist';
import { applications, jobs, type JobRow, type Values } from '../../test/factories';

describe('jobs: create, update, delete, toggle (real Postgres)', () => {
  let t: TestApp;
  let admin: string;
  const auth = () => ({ Authorization: `Bearer ${admin}` });

  const insert = (rows: Values<JobRow>[]) =>
    jobs.insertMany(
      t.db,
      rows.map((r, i) => ({ title: `Job ${i}`, posted_date: '2025-01-01', ...r })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'boss', 'admin');
    admin = await loginAs(t, 'boss');
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('TRUNCATE jobs RESTART IDENTITY'));

  describe('admin create / update / delete / toggle', () => {
    it('creates with the form defaults and records it in the audit log', async () => {
      const res = await request(t.http)
        .post('/api/admin/jobs')
        .set(auth())
        .send({ title: '  Lab Analyst ', location: 'Pune' })
        .expect(201);
      expect(res.body).toMatchObject({
        status: 'success',
        message: 'Job created successfully!',
        data: {
          title: 'Lab Analyst',
          location: 'Pune',
          company: 'Kavach Genomics',
          department: 'Technology',
          type: 'Full-Time',
          mode: 'Remote',
          status: 'active',
          posted_date: todayIst(),
          application_deadline: null,
          description: '',
          salary_range: '',
        },
      });
      const audit = await t.db.getRepository(AuditEntry).findOneByOrFail({ action: 'job.create' });
      expect(audit).toMatchObject({
        username: 'boss',
        target: `job #${res.body.data.id} Lab Analyst`,
      });
    });

    it('takes a blank optional field as not given: the default applies', async () => {
      const res = await request(t.http)
        .post('/api/admin/jobs')
        .set(auth())
        .send({
          title: 'Counsellor',
          location: 'Delhi',
          company: '  ',
          department: ' ',
          type: '',
          mode: ' ',
          status: '',
          posted_date: '  ',
        })
        .expect(201);
      expect(res.body.data).toMatchObject({
        company: 'Kavach Genomics',
        department: 'Technology',
        type: 'Full-Time',
        mode: 'Remote',
        status: 'active',
        posted_date: todayIst(),
      });
    });

    it('requires title and location with their required-field messages', async () => {
      const res = await request(t.http).post('/api/admin/jobs').set(auth()).send({}).expect(400);
      expect(res.body.message).toBe('Title is required.');
      expect(res.body.details).toEqual({
        title: 'Title is required.',
        location: 'Location is required.',
      });
      const blank = await request(t.http)
        .post('/api/admin/jobs')
        .set(auth())
        .send({ title: '   ', location: 'x' })
        .expect(400);
      expect(blank.body.details).toEqual({ title: 'Title is required.' });
    });

    it('refuses values outside the fixed lists, bad dates, long text and unknown fields', async () => {
      const res = await request(t.http)
        .post('/api/admin/jobs')
        .set(auth())
        .send({
          title: 'x'.repeat(201),
          location: 'Pune',
          department: 'Legal',
          type: 'Gig',
          mode: 'Office',
          status: 'open',
          posted_date: '2024-02-30',
          application_deadline: 'soon',
          description: 'd'.repeat(10_001),
          salary: 5,
        })
        .expect(400);
      expect(res.body.details).toEqual({
        title: 'Title is too long (200 characters at most).',
        department:
          'Department must be one of: Technology, Marketing, Sales, HR, Finance, Operations, Research.',
        type: 'Type must be one of: Full-Time, Part-Time, Contract, Internship, Freelance.',
        mode: 'Mode must be one of: Remote, On-site, Hybrid, Flexible.',
        status: 'Status must be one of: active, inactive, draft, closed.',
        posted_date: 'Posted date must be a date like 2025-01-15.',
        application_deadline: 'Application deadline must be a date like 2025-02-15.',
        description: 'Description is too long (10,000 characters at most).',
        salary: 'Unknown field "salary".',
      });
    });

    it('refuses a deadline before the posted date', async () => {
      const res = await request(t.http)
        .post('/api/admin/jobs')
        .set(auth())
        .send({
          title: 'A',
          location: 'B',
          posted_date: '2025-03-10',
          application_deadline: '2025-03-09',
        })
        .expect(400);
      expect(res.body.message).toBe('The application deadline must not be before the posted date.');
      await request(t.http)
        .post('/api/admin/jobs')
        .set(auth())
        .send({
          title: 'A',
          location: 'B',
          posted_date: '2025-03-10',
          application_deadline: '2025-03-10',
        })
        .expect(201);
    });

    it('updates (absent fields kept, null deadline cleared), 404 for a missing job', async () => {
      const created = await request(t.http)
        .post('/api/admin/jobs')
        .set(auth())
        .send({
          title: 'A',
          location: 'B',
          department: 'Research',
          posted_date: '2025-01-01',
          application_deadline: '2025-02-01',
        })
        .expect(201);
      const id = created.body.data.id;
      const res = await request(t.http)
        .put(`/api/admin/jobs/${id}`)
        .set(auth())
        .send({ title: 'A2', location: 'B2', status: 'draft', application_deadline: null })
        .expect(200);
      expect(res.body).toMatchObject({
        status: 'success',
        message: 'Job updated successfully!',
        data: {
          id,
          title: 'A2',
          location: 'B2',
          department: 'Research',
          status: 'draft',
          posted_date: '2025-01-01',
          application_deadline: null,
        },
      });
      const late = await request(t.http)
        .put(`/api/admin/jobs/${id}`)
        .set(auth())
        .send({ title: 'A2', location: 'B2', application_deadline: '2024-12-31' })
        .expect(400);
      expect(late.body.details.application_deadline).toBeDefined();
      const missing = await request(t.http)
        .put('/api/admin/jobs/999999')
        .set(auth())
        .send({ title: 'A', location: 'B' })
        .expect(404);
      expect(missing.body.message).toBe('Job not found.');
    });

    it('deletes, then the job is gone', async () => {
      await insert([{ title: 'Gone soon' }]);
      const res = await request(t.http).delete('/api/admin/jobs/1').set(auth()).expect(200);
      expect(res.body).toEqual({ status: 'success', message: 'Job deleted successfully!' });
      await request(t.http).delete('/api/admin/jobs/1').set(auth()).expect(404);
      const list = await request(t.http).get('/api/admin/jobs').set(auth()).expect(200);
      expect(list.body.data).toEqual([]);
      expect(
        await t.db
          .getRepository(AuditEntry)
          .countBy({ action: 'job.delete', target: 'job #1 Gone soon' }),
      ).toBe(1);
    });

    it('toggles active → inactive and inactive, draft or closed → active', async () => {
      await insert([
        { status: 'active' },
        { status: 'inactive' },
        { status: 'draft' },
        { status: 'closed' },
      ]);
      const toggle = (id: number) =>
        request(t.http).patch(`/api/admin/jobs/${id}/toggle`).set(auth()).expect(200);
      const a = await toggle(1);
      expect(a.body).toMatchObject({
        status: 'success',
        message: 'Job deactivated successfully!',
        data: { status: 'inactive' },
      });
      for (const id of [2, 3, 4]) {
        const r = await toggle(id);
        expect(r.body.message).toBe('Job activated successfully!');
        expect(r.body.data.status).toBe('active');
      }
      const back = await toggle(1);
      expect(back.body.message).toBe('Job activated successfully!');
      const audit = await t.db.getRepository(AuditEntry).find({ order: { id: 'ASC' } });
      expect(audit.filter((e) => e.action === 'job.deactivate')).toHaveLength(1);
      expect(audit.filter((e) => e.action === 'job.activate').length).toBeGreaterThanOrEqual(4);
    });

    it('answers 400 for an id that is not a positive 32-bit whole number', async () => {
      const bad = await request(t.http).patch('/api/admin/jobs/abc/toggle').set(auth()).expect(400);
      expect(bad.body.message).toBe('id must be a whole number.');
      await request(t.http).patch('/api/admin/jobs/1.5/toggle').set(auth()).expect(400);
      await request(t.http).patch('/api/admin/jobs/-1/toggle').set(auth()).expect(400);
      await request(t.http).delete('/api/admin/jobs/99999999999').set(auth()).expect(400);
      await request(t.http).delete('/api/admin/jobs/0').set(auth()).expect(400);
    });
  });

  describe('the list: counts of applications per posting', () => {
    beforeEach(() => t.db.query('TRUNCATE applications RESTART IDENTITY CASCADE'));

    it('gives each posting its applications and its New ones, as the position filter finds them', async () => {
      await insert([
        { title: 'App Developer', posted_date: '2025-01-03' },
        { title: '100% Remote_Role', posted_date: '2025-01-02' },
        { title: 'Lab Analyst', posted_date: '2025-01-01' },
      ]);
      const apply = (job_position: string, status = 'new') => ({
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
        phone_number: '9000000000',
        job_position,
        reason_for_leaving_prev_job: 'Growth',
        status,
      });
      await applications.insertMany(t.db, [
        apply('App Developer'),
        apply('Senior app developer', 'reviewed'),
        apply('App Developer - Kavach Genomics', 'hired'),
        apply('100% Remote_Role'),
        // The wildcards of the title are text: neither '%' nor '_' matches anything else.
        apply('1000 Remote-Role'),
      ]);
      const res = await request(t.http).get('/api/admin/jobs').set(auth()).expect(200);
      const counts = Object.fromEntries(
        res.body.data.map(
          (j: { title: string; applications: number; new_applications: number }) => [
            j.title,
            [j.applications, j.new_applications],
          ],
        ),
      );
      expect(counts).toEqual({
        'App Developer': [3, 1],
        '100% Remote_Role': [1, 1],
        'Lab Analyst': [0, 0],
      });
      // The same applications the Career Applications tab shows for that position.
      const filtered = await request(t.http)
        .get('/api/admin/applications?position=App%20Developer')
        .set(auth())
        .expect(200);
      expect(filtered.body.total).toBe(3);
    });

    it('reads the counts of a whole page in one query', async () => {
      await insert(Array.from({ length: 10 }, (_, i) => ({ title: `Role ${i}` })));
      const queries: string[] = [];
      const original = t.db.query.bind(t.db);
      const spy = vi.spyOn(t.db, 'query').mockImplementation((sql: string, ...rest) => {
        queries.push(sql);
        return original(sql, ...rest);
      });
      try {
        const res = await request(t.http).get('/api/admin/jobs').set(auth()).expect(200);
        expect(res.body.data).toHaveLength(10);
      } finally {
        spy.mockRestore();
      }
      expect(queries.filter((q) => /FROM applications/.test(q))).toHaveLength(1);
    });
  });
});
