import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { AuditEntry } from '../audit/audit-entry.entity';
import { todayIst } from '../common/dates/ist';
import { Job } from './job.entity';
import { DEMO_JOBS, JobsSeeder, seedDemoJobs } from './job-seeds';

describe('jobs (real Postgres)', () => {
  let t: TestApp;
  let admin: string;
  const auth = () => ({ Authorization: `Bearer ${admin}` });

  const insert = (rows: Partial<Job>[]) =>
    t.db.getRepository(Job).insert(
      rows.map((r, i) => ({
        title: `Job ${i}`,
        company: 'Kavach Genomics',
        department: 'Technology' as const,
        location: 'Mumbai',
        type: 'Full-Time' as const,
        mode: 'Remote' as const,
        description: '',
        requirements: '',
        responsibilities: '',
        salaryRange: '',
        status: 'active' as const,
        postedDate: '2025-01-01',
        ...r,
      })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'boss', 'admin');
    admin = await loginAs(t, 'boss');
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('TRUNCATE jobs RESTART IDENTITY'));

  describe('GET /api/jobs (public)', () => {
    it('lists active jobs only, newest posted first, with the public fields', async () => {
      await insert([
        { title: 'Old active', postedDate: '2025-01-01' },
        { title: 'Draft', status: 'draft', postedDate: '2025-03-01' },
        { title: 'Closed', status: 'closed', postedDate: '2025-03-01' },
        { title: 'Inactive', status: 'inactive', postedDate: '2025-03-01' },
        { title: 'New active', postedDate: '2025-02-01', salaryRange: '₹5L' },
      ]);
      for (const url of ['/api/jobs', '/api/jobs?status=draft', '/api/jobs?status=all']) {
        const res = await request(t.http).get(url).expect(200);
        expect(res.body.status).toBe('success');
        expect(res.body.data.map((j: Job) => j.title)).toEqual(['New active', 'Old active']);
      }
      const res = await request(t.http).get('/api/jobs').expect(200);
      expect(Object.keys(res.body.data[0]).sort()).toEqual(
        [
          'id',
          'company',
          'title',
          'type',
          'mode',
          'location',
          'posted_date',
          'description',
          'requirements',
          'responsibilities',
          'salary_range',
        ].sort(),
      );
      expect(res.body.data[0]).toMatchObject({ posted_date: '2025-02-01', salary_range: '₹5L' });
    });

    it('is empty when nothing is open', async () => {
      await insert([{ status: 'draft' }]);
      const res = await request(t.http).get('/api/jobs').expect(200);
      expect(res.body).toEqual({ status: 'success', data: [] });
    });
  });

  describe('demo seed', () => {
    it('seeds the three openings in their listed order', async () => {
      await t.db.transaction((m) => seedDemoJobs(m));
      const res = await request(t.http).get('/api/jobs').expect(200);
      expect(res.body.data.map((j: Job) => j.title)).toEqual([
        'Jr. Digital Marketing',
        'Jr. Digital Marketing (SEO Expert)',
        'App Developer',
      ]);
      expect(res.body.data[0].posted_date).toBe(todayIst());
      expect(DEMO_JOBS).toHaveLength(3);
    });

    it('seeds once on boot when config.seedDemo is on, never twice', async () => {
      const demo = await createTestApp({ SEED_DEMO: 'true' });
      try {
        await demo.app.get(JobsSeeder).onApplicationBootstrap();
        const res = await request(demo.http).get('/api/jobs').expect(200);
        expect(res.body.data).toHaveLength(3);
      } finally {
        await demo.close();
      }
    });
  });

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

  describe('admin list', () => {
    it('pages 10 at a time, newest posted first, with pagination', async () => {
      await insert(
        Array.from({ length: 23 }, (_, i) => ({
          title: `Job ${i}`,
          postedDate: `2025-01-${String(i + 1).padStart(2, '0')}`,
        })),
      );
      const first = await request(t.http).get('/api/admin/jobs').set(auth()).expect(200);
      expect(first.body.pagination).toEqual({ page: 1, pages: 3, total: 23 });
      expect(first.body).toMatchObject({ status: 'success', total: 23, page: 1, pages: 3 });
      expect(first.body.data).toHaveLength(10);
      expect(first.body.data[0].title).toBe('Job 22');
      const last = await request(t.http).get('/api/admin/jobs?page=3&limit=10').set(auth());
      expect(last.body.data.map((j: Job) => j.title)).toEqual(['Job 2', 'Job 1', 'Job 0']);
      const beyond = await request(t.http).get('/api/admin/jobs?page=9').set(auth()).expect(200);
      expect(beyond.body.data).toEqual([]);
      const five = await request(t.http).get('/api/admin/jobs?limit=5').set(auth()).expect(200);
      expect(five.body.pagination.pages).toBe(5);
    });

    it('refuses bad paging values with 400', async () => {
      for (const q of ['page=abc', 'page=0', 'limit=101', 'limit=0', 'limit=x', 'status=open']) {
        const res = await request(t.http).get(`/api/admin/jobs?${q}`).set(auth());
        expect(res.status).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
      const unknown = await request(t.http).get('/api/admin/jobs?sort=title').set(auth());
      expect(unknown.status).toBe(400);
    });

    it('filters by status ("all" or empty for every status)', async () => {
      await insert([{ status: 'active' }, { status: 'draft' }, { status: 'draft' }]);
      const drafts = await request(t.http).get('/api/admin/jobs?status=draft').set(auth());
      expect(drafts.body.pagination.total).toBe(2);
      expect(drafts.body.data.every((j: Job) => j.status === 'draft')).toBe(true);
      for (const q of ['status=all', 'status=']) {
        const all = await request(t.http).get(`/api/admin/jobs?${q}`).set(auth()).expect(200);
        expect(all.body.pagination.total).toBe(3);
      }
    });

    it("searches title, company, location and department case-insensitively, %, _ and ' literally", async () => {
      await insert([
        { title: 'Data Scientist' },
        { title: 'Nurse', company: 'ACME Labs' },
        { title: 'Clerk', location: 'Bengaluru' },
        { title: 'Analyst', department: 'Finance' },
        { title: '100% remote tester' },
        { title: 'file_name parser' },
        { title: "O'Brien liaison" },
        { title: '1000 remote things' },
        { title: 'filename parser' },
      ]);
      const titles = async (search: string) => {
        const res = await request(t.http)
          .get('/api/admin/jobs')
          .query({ search })
          .set(auth())
          .expect(200);
        return res.body.data.map((j: Job) => j.title).sort();
      };
      expect(await titles('SCIENT')).toEqual(['Data Scientist']);
      expect(await titles('acme')).toEqual(['Nurse']);
      expect(await titles('galuru')).toEqual(['Clerk']);
      expect(await titles('finan')).toEqual(['Analyst']);
      expect(await titles('0%')).toEqual(['100% remote tester']);
      expect(await titles('e_n')).toEqual(['file_name parser']);
      expect(await titles("o'b")).toEqual(["O'Brien liaison"]);
      expect(await titles('%')).toEqual(['100% remote tester']);
    });
  });
});
