import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { AuditEntry } from '../audit/audit-entry.entity';
import { StorageService } from '../platform/storage/storage.service';
import { applications, type ApplicationRow, type Values } from '../../test/factories';

type Row = Values<ApplicationRow>;

describe('applications: admin (real Postgres)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (url: string, role = 'admin') =>
    request(t.http).get(url).set('Authorization', `Bearer ${tokens[role]}`);

  const insert = (rows: Row[]) =>
    applications.insertMany(
      t.db,
      rows.map((r, i) => ({
        first_name: `First${i}`,
        last_name: `Last${i}`,
        email: `person${i}@example.com`,
        phone_number: `90000000${String(i).padStart(2, '0')}`,
        job_position: 'App Developer - Kavach Genomics',
        reason_for_leaving_prev_job: 'Growth',
        ...r,
      })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['admin', 'hr_manager', 'jobs_admin', 'kavach_admin']) {
      await createUser(t, `u_${role}`, role);
      tokens[role] = await loginAs(t, `u_${role}`);
    }
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('TRUNCATE applications RESTART IDENTITY CASCADE'));

  it('lists newest first, 10 per page, with the distinct positions for the dropdown', async () => {
    await insert(
      Array.from({ length: 12 }, (_, i) => ({
        job_position: i % 3 === 0 ? 'SEO Expert' : 'App Developer',
        created_at: new Date(Date.UTC(2025, 0, i + 1)),
      })),
    );
    const res = await get('/api/admin/applications').expect(200);
    expect(res.body).toMatchObject({ status: 'success', total: 12, page: 1, pages: 2 });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0].first_name).toBe('First11');
    expect(res.body.positions).toEqual(['App Developer', 'SEO Expert']);
    expect(res.body.data[0]).toMatchObject({
      experience: '1y',
      experience_label: '1 year',
      notice_period: '1m',
      notice_period_label: '1 Month',
      has_resume: false,
      resume_url: null,
    });
    expect(res.body.data[0]).not.toHaveProperty('resume_key');
    const last = await get('/api/admin/applications?page=2').expect(200);
    expect(last.body.data.map((a: { first_name: string }) => a.first_name)).toEqual([
      'First1',
      'First0',
    ]);
    const beyond = await get('/api/admin/applications?page=5').expect(200);
    expect(beyond.body.data).toEqual([]);
    for (const q of ['page=abc', 'pageSize=101', 'pageSize=0', 'from=2024-02-30', 'nope=1']) {
      const bad = await get(`/api/admin/applications?${q}`);
      expect(bad.status).toBe(400);
    }
  });

  it('filters by position (case-insensitive contains) and searches names, email, position, phone', async () => {
    await insert([
      { first_name: 'Asha', last_name: 'Rao', job_position: 'Jr. Digital Marketing (SEO Expert)' },
      { first_name: 'Vikram', last_name: 'Shah', job_position: 'App Developer' },
      { first_name: 'Meera', email: 'meera.k@mail.example', job_position: 'Jr. Digital Marketing' },
      { last_name: 'Patel', phone_number: '9812345678', job_position: '100% Remote_Role' },
    ]);
    const names = async (query: Record<string, string>) => {
      const res = await get('/api/admin/applications').query(query).expect(200);
      return res.body.data.map((a: { first_name: string }) => a.first_name).sort();
    };
    expect(await names({ position: 'digital marketing' })).toEqual(['Asha', 'Meera']);
    expect(await names({ position: 'seo' })).toEqual(['Asha']);
    expect(await names({ search: 'ASHA' })).toEqual(['Asha']);
    expect(await names({ search: 'shah' })).toEqual(['Vikram']);
    expect(await names({ search: 'mail.example' })).toEqual(['Meera']);
    expect(await names({ search: 'developer' })).toEqual(['Vikram']);
    expect(await names({ search: '98123' })).toEqual(['First3']);
    expect(await names({ search: '0%' })).toEqual(['First3']);
    expect(await names({ search: 'e_r' })).toEqual(['First3']);
    expect(await names({ search: "o'brien" })).toEqual([]);
    expect(await names({ search: 'marketing', position: 'seo' })).toEqual(['Asha']);
    const filtered = await get('/api/admin/applications?position=seo').expect(200);
    expect(filtered.body.total).toBe(1);
    expect(filtered.body.positions).toHaveLength(4);
  });

  it('filters by IST date range, end day inclusive', async () => {
    await insert([
      { first_name: 'Before', created_at: new Date('2025-03-09T18:29:59Z') }, // 23:59:59 IST 9 Mar
      { first_name: 'Start', created_at: new Date('2025-03-09T18:30:00Z') }, // 00:00 IST 10 Mar
      { first_name: 'End', created_at: new Date('2025-03-11T18:29:59Z') }, // 23:59:59 IST 11 Mar
      { first_name: 'After', created_at: new Date('2025-03-11T18:30:00Z') },
    ]);
    const res = await get('/api/admin/applications?from=2025-03-10&to=2025-03-11').expect(200);
    expect(res.body.data.map((a: { first_name: string }) => a.first_name)).toEqual([
      'End',
      'Start',
    ]);
  });

  it('shows one application; 404 for a missing one, 400 for a bad id', async () => {
    await insert([
      { first_name: 'Solo', linkedin: 'https://linkedin.com/in/solo', source: 'careers_page' },
    ]);
    const res = await get('/api/admin/applications/1').expect(200);
    expect(res.body).toMatchObject({
      status: 'success',
      data: {
        id: 1,
        first_name: 'Solo',
        linkedin: 'https://linkedin.com/in/solo',
        source: 'careers_page',
      },
    });
    const missing = await get('/api/admin/applications/42').expect(404);
    expect(missing.body.message).toBe('Application not found.');
    await get('/api/admin/applications/abc').expect(400);
    await get('/api/admin/applications/99999999999/resume').expect(400);
  });

  it('streams the resume with a safe name and records the download', async () => {
    const key = 'resumes/0b6f3a52-5d0e-4c4e-9a47-1d7e0b7e9c11.pdf';
    const bytes = Buffer.from('%PDF-1.4\nresume\n%%EOF\n');
    await t.app.get(StorageService).put(key, bytes);
    await insert([
      {
        first_name: 'Zoë Anne',
        last_name: 'D"Souza',
        resume_key: key,
        resume_name: '../../etc/passwd.pdf',
        resume_type: 'pdf',
        resume_size: bytes.length,
      },
      { first_name: 'NoFile' },
    ]);
    const res = await get('/api/admin/applications/1/resume', 'hr_manager').expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // An uploaded file loads and runs nothing, even if a browser renders it.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zo__Anne_D_Souza_Resume.pdf"; filename*=UTF-8''Zo%C3%AB_Anne_D%22Souza_Resume.pdf`,
    );
    const entry = await t.db
      .getRepository(AuditEntry)
      .findOneByOrFail({ action: 'application.resume' });
    expect(entry).toMatchObject({
      username: 'u_hr_manager',
      target: 'application #1 Zoë Anne D"Souza',
    });

    const none = await get('/api/admin/applications/2/resume').expect(404);
    expect(none.body.message).toBe('This application has no resume.');
    await t.app.get(StorageService).delete(key);
    const gone = await get('/api/admin/applications/1/resume').expect(404);
    expect(gone.headers['content-type']).toMatch(/json/);
  });
});
