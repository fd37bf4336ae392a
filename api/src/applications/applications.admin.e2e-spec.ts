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

  it('counts per status and exports only the applications of the date range; a bad range is a 400', async () => {
    await insert([
      { first_name: 'Before', created_at: new Date('2025-03-09T18:29:59Z') },
      { first_name: 'Start', created_at: new Date('2025-03-09T18:30:00Z') },
      { first_name: 'End', status: 'shortlisted', created_at: new Date('2025-03-11T18:29:59Z') },
      { first_name: 'After', created_at: new Date('2025-03-11T18:30:00Z') },
    ]);
    const counts = await get(
      '/api/admin/applications/status-counts?from=2025-03-10&to=2025-03-11',
    ).expect(200);
    expect(counts.body.total).toBe(2);
    expect(counts.body.data).toMatchObject({ new: 1, shortlisted: 1 });
    const csv = await get('/api/admin/applications/export?from=2025-03-10&to=2025-03-11').expect(
      200,
    );
    expect(csv.text).toContain('Start');
    expect(csv.text).toContain('End');
    expect(csv.text).not.toContain('Before');
    expect(csv.text).not.toContain('After');
    expect(csv.headers['content-disposition']).toContain('2025-03-10_to_2025-03-11');
    for (const q of ['from=2025-03-12&to=2025-03-10', 'to=11-03-2025']) {
      for (const path of ['', '/status-counts', '/export']) {
        const bad = await get(`/api/admin/applications${path}?${q}`);
        expect(bad.status).toBe(400);
        expect(bad.body.message).toEqual(expect.any(String));
        expect(bad.body.message.length).toBeGreaterThan(5);
      }
    }
  });

  describe('the PDF preview a frame of the panel opens', () => {
    const key = 'resumes/5c0f3a52-5d0e-4c4e-9a47-1d7e0b7e9c22.pdf';
    const docxKey = 'resumes/5c0f3a52-5d0e-4c4e-9a47-1d7e0b7e9c23.docx';
    const pdf = Buffer.from('%PDF-1.4\npreview\n%%EOF\n');
    const ticketFor = (path: string, role = 'hr_manager') =>
      request(t.http)
        .post('/api/auth/file-ticket')
        .set('Authorization', `Bearer ${tokens[role]}`)
        .send({ path });

    beforeEach(async () => {
      await t.app.get(StorageService).put(key, pdf);
      await t.app.get(StorageService).put(docxKey, Buffer.from('PK word'));
      await insert([
        {
          first_name: 'Asha',
          last_name: 'Rao',
          resume_key: key,
          resume_name: 'cv.pdf',
          resume_type: 'pdf',
          resume_size: pdf.length,
        },
        {
          first_name: 'Word',
          resume_key: docxKey,
          resume_name: 'cv.docx',
          resume_type: 'docx',
          resume_size: 7,
        },
        { first_name: 'NoFile' },
      ]);
    });

    it('answers the PDF inline, sandboxed, framed only by the panel, and says which resumes it can show', async () => {
      const res = await get('/api/admin/applications/1/resume/preview', 'hr_manager').expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="Asha_Rao_Resume.pdf"; filename*=UTF-8''Asha_Rao_Resume.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'self'; sandbox",
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.from(res.body as Buffer).equals(pdf)).toBe(true);

      const list = await get('/api/admin/applications').expect(200);
      const types = Object.fromEntries(
        list.body.data.map((a: { first_name: string; resume_type: string | null }) => [
          a.first_name,
          a.resume_type,
        ]),
      );
      expect(types).toEqual({ Asha: 'pdf', Word: 'docx', NoFile: null });

      const word = await get('/api/admin/applications/2/resume/preview').expect(409);
      expect(word.body.message).toBe(
        'Only a PDF resume opens in the preview: download this Word resume instead.',
      );
      const none = await get('/api/admin/applications/3/resume/preview').expect(404);
      expect(none.body.message).toBe('This application has no resume.');
      // The Word resume still downloads.
      await get('/api/admin/applications/2/resume').expect(200);
    });

    it('opens with a file ticket for that path instead of the bearer token, while the session lives', async () => {
      const path = '/api/admin/applications/1/resume/preview';
      const made = await ticketFor(path).expect(200);
      expect(made.body.data.url).toMatch(
        /^\/api\/admin\/applications\/1\/resume\/preview\?ticket=/,
      );
      expect(Date.parse(made.body.data.expires_at)).toBeGreaterThan(Date.now());
      const framed = await request(t.http).get(made.body.data.url).expect(200);
      expect(framed.headers['content-type']).toBe('application/pdf');
      expect(framed.headers['content-disposition']).toMatch(/^inline;/);

      const ticket = new URL(made.body.data.url, 'http://x').searchParams.get('ticket')!;
      // Only the path it was made for; never as a bearer token; never on a route that takes none.
      const other = await request(t.http)
        .get(`/api/admin/applications/2/resume/preview?ticket=${encodeURIComponent(ticket)}`)
        .expect(401);
      expect(other.body.message).toBe(
        'This file link is not valid. Open the file again from the panel.',
      );
      await request(t.http)
        .get('/api/admin/applications/1/resume/preview')
        .set('Authorization', `Bearer ${ticket}`)
        .expect(401);
      await request(t.http)
        .get(`/api/admin/applications/1/resume?ticket=${encodeURIComponent(ticket)}`)
        .expect(401);
      await request(t.http).get(`${path}?ticket=not-a-ticket`).expect(401);

      // A ticket opens nothing its user may not read.
      const stranger = await ticketFor(path, 'kavach_admin').expect(200);
      await request(t.http).get(stranger.body.data.url).expect(403);

      // Once the session ends, its tickets stop working.
      const token = await loginAs(t, 'u_hr_manager');
      const last = await request(t.http)
        .post('/api/auth/file-ticket')
        .set('Authorization', `Bearer ${token}`)
        .send({ path })
        .expect(200);
      await request(t.http)
        .post('/api/auth/logout')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      await request(t.http).get(last.body.data.url).expect(401);
    });

    it('makes tickets only for API paths: 400 with a message otherwise', async () => {
      for (const path of ['https://evil.example/x', '/admin', '/api/x?y=1', '', 42]) {
        const bad = await ticketFor(path as string).expect(400);
        expect(bad.body.message).toMatch(/path must be/);
      }
      const missing = await request(t.http)
        .post('/api/auth/file-ticket')
        .set('Authorization', `Bearer ${tokens.hr_manager}`)
        .send({})
        .expect(400);
      expect(missing.body.message).toMatch(/path/);
    });
  });
});
