import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { todayIst } from '../platform/dates/ist';
import { Job } from './job.entity';
import { DEMO_JOBS, JobsSeeder, seedDemoJobs } from './jobs.seed';
import { jobs, type JobRow, type Values } from '../../test/factories';

describe('jobs (real Postgres)', () => {
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

  describe('GET /api/jobs (public)', () => {
    it('lists active jobs only, newest posted first, with the public fields', async () => {
      await insert([
        { title: 'Old active', posted_date: '2025-01-01' },
        { title: 'Draft', status: 'draft', posted_date: '2025-03-01' },
        { title: 'Closed', status: 'closed', posted_date: '2025-03-01' },
        { title: 'Inactive', status: 'inactive', posted_date: '2025-03-01' },
        { title: 'New active', posted_date: '2025-02-01', salary_range: '₹5L' },
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
          'url',
        ].sort(),
      );
      expect(res.body.data[0]).toMatchObject({ posted_date: '2025-02-01', salary_range: '₹5L' });
      // Each opening's page is addressed by its title's words and its id, not by its place.
      for (const job of res.body.data as (Job & { url: string })[])
        expect(job.url).toBe(
          `/about-us/careers/${job.title.toLowerCase().replace(' ', '-')}-${job.id}`,
        );
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
      expect(res.body.data[1].url).toMatch(
        /^\/about-us\/careers\/jr-digital-marketing-seo-expert-\d+$/,
      );
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

  describe('admin list', () => {
    it('pages 10 at a time, newest posted first, with pagination', async () => {
      await insert(
        Array.from({ length: 23 }, (_, i) => ({
          title: `Job ${i}`,
          posted_date: `2025-01-${String(i + 1).padStart(2, '0')}`,
        })),
      );
      const first = await request(t.http).get('/api/admin/jobs').set(auth()).expect(200);
      const { page, pages, total } = first.body;
      expect({ page, pages, total }).toEqual({ page: 1, pages: 3, total: 23 });
      expect(first.body).toMatchObject({ status: 'success', total: 23, page: 1, pages: 3 });
      expect(first.body.data).toHaveLength(10);
      expect(first.body.data[0].title).toBe('Job 22');
      const last = await request(t.http).get('/api/admin/jobs?page=3&limit=10').set(auth());
      expect(last.body.data.map((j: Job) => j.title)).toEqual(['Job 2', 'Job 1', 'Job 0']);
      const beyond = await request(t.http).get('/api/admin/jobs?page=9').set(auth()).expect(200);
      expect(beyond.body.data).toEqual([]);
      const five = await request(t.http).get('/api/admin/jobs?limit=5').set(auth()).expect(200);
      expect(five.body.pages).toBe(5);
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
      expect(drafts.body.total).toBe(2);
      expect(drafts.body.data.every((j: Job) => j.status === 'draft')).toBe(true);
      for (const q of ['status=all', 'status=']) {
        const all = await request(t.http).get(`/api/admin/jobs?${q}`).set(auth()).expect(200);
        expect(all.body.total).toBe(3);
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
