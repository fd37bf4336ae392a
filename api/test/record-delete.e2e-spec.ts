import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AuditService } from '../src/audit/audit.service';
import { StorageService } from '../src/platform/storage/storage.service';
import { createUser, loginAs } from './helpers/auth';
import { PDF } from './helpers/route-table';
import { createTestApp, type TestApp } from './helpers/test-app';
import { applications, contacts, outboxMails, registrations } from './factories';

/**
 * Deleting one contact, registration or application when the person asks (real Postgres, local
 * storage): the row goes, the audit entry is written in the same transaction, an application's
 * resume file goes after the commit. Who may call each route: test/authorisation.e2e-spec.ts.
 */
describe('deleting one contact, registration or application', () => {
  let t: TestApp;
  let token: string;
  let storage: StorageService;
  const newContact = async () =>
    (
      await contacts.insert(t.db, {
        name: 'Asha',
        email: 'asha@x.io',
        phone: '9000000000',
        message: 'hi',
      })
    ).id;
  const newRegistration = async () =>
    (
      await registrations.insert(t.db, {
        name: 'Ravi',
        email: 'ravi@x.io',
        phone: '9000000000',
        message: 'm',
      })
    ).id;
  const newApplication = async (withResume = true) => {
    const key = withResume ? `resumes/${randomUUID()}.pdf` : null;
    if (key) await storage.put(key, PDF);
    const { id } = await applications.insert(t.db, {
      email: 'asha@x.io',
      salary_expectation: '10 LPA',
      resume_key: key,
      resume_name: key && 'cv.pdf',
      resume_type: key && 'pdf',
      resume_size: key && PDF.length,
      source: 'careers_page',
    });
    return { id, key };
  };
  const del = (path: string) =>
    request(t.http).delete(path).set('Authorization', `Bearer ${token}`);
  const exists = async (table: string, id: number) =>
    (await t.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;
  const audited = (action: string, id: number) =>
    t.db.query(`SELECT username, target FROM audit_log WHERE action = $1 AND target = $2`, [
      action,
      String(id),
    ]);

  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '0' });
    storage = t.app.get(StorageService);
    await createUser(t, 'boss', 'admin');
    token = await loginAs(t, 'boss');
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const cases = [
    {
      path: 'contacts',
      table: 'contacts',
      action: 'contact.delete',
      make: newContact,
      deleted: 'Contact deleted successfully.',
      notFound: 'Contact not found.',
    },
    {
      path: 'registrations',
      table: 'registrations',
      action: 'registration.delete',
      make: newRegistration,
      deleted: 'Registration deleted successfully.',
      notFound: 'Registration not found.',
    },
    {
      path: 'applications',
      table: 'applications',
      action: 'application.delete',
      make: async () => (await newApplication(false)).id,
      deleted: 'Application deleted successfully.',
      notFound: 'Application not found.',
    },
  ];

  describe.each(cases)('DELETE /api/admin/$path/:id', (c) => {
    it('deletes the row and audits it (target = id); the detail is then 404', async () => {
      const id = await c.make();
      const other = await c.make();
      const res = await del(`/api/admin/${c.path}/${id}`);
      expect([res.status, res.body]).toEqual([200, { success: true, message: c.deleted }]);
      expect(await exists(c.table, id)).toBe(false);
      expect(await exists(c.table, other)).toBe(true);
      expect(await audited(c.action, id)).toEqual([{ username: 'boss', target: String(id) }]);
      const detail = await request(t.http)
        .get(`/api/admin/${c.path}/${id}`)
        .set('Authorization', `Bearer ${token}`);
      expect([detail.status, detail.body.message]).toEqual([404, c.notFound]);
    });

    it('404 with its message for a missing id (deleting twice), nothing audited', async () => {
      const id = await c.make();
      await del(`/api/admin/${c.path}/${id}`).expect(200);
      const again = await del(`/api/admin/${c.path}/${id}`);
      expect([again.status, again.body.message]).toEqual([404, c.notFound]);
      const never = await del(`/api/admin/${c.path}/2147483647`);
      expect([never.status, never.body.message]).toEqual([404, c.notFound]);
      expect(await audited(c.action, id)).toHaveLength(1);
      expect(await audited(c.action, 2147483647)).toHaveLength(0);
    });

    it.each(['abc', '0', '-1', '1.5', '2147483648', '12abc'])('400 for the id %s', async (bad) => {
      const res = await del(`/api/admin/${c.path}/${bad}`);
      expect([res.status, res.body.message]).toEqual([400, 'id must be a whole number.']);
    });

    it('a failed audit write keeps the row (one transaction)', async () => {
      const id = await c.make();
      vi.spyOn(AuditService.prototype, 'record').mockRejectedValueOnce(new Error('audit down'));
      const res = await del(`/api/admin/${c.path}/${id}`);
      expect(res.status).toBe(500);
      expect(await exists(c.table, id)).toBe(true);
      expect(await audited(c.action, id)).toHaveLength(0);
    });
  });

  describe('the application resume', () => {
    it('is deleted with the application', async () => {
      const { id, key } = await newApplication();
      expect(await storage.exists(key!)).toBe(true);
      await del(`/api/admin/applications/${id}`).expect(200);
      expect(await exists('applications', id)).toBe(false);
      expect(await storage.exists(key!)).toBe(false);
    });

    it('stays when the delete fails (the row stays too)', async () => {
      const { id, key } = await newApplication();
      vi.spyOn(AuditService.prototype, 'record').mockRejectedValueOnce(new Error('audit down'));
      await del(`/api/admin/applications/${id}`).expect(500);
      expect(await exists('applications', id)).toBe(true);
      expect(await storage.exists(key!)).toBe(true);
    });

    it('a file that cannot be removed is logged, the delete still succeeds', async () => {
      const { id, key } = await newApplication();
      const remove = vi
        .spyOn(StorageService.prototype, 'delete')
        .mockRejectedValueOnce(new Error('disk says no'));
      const res = await del(`/api/admin/applications/${id}`);
      expect([res.status, res.body.message]).toEqual([200, 'Application deleted successfully.']);
      expect(remove).toHaveBeenCalledWith(key);
      expect(await exists('applications', id)).toBe(false);
      expect(await storage.exists(key!)).toBe(true); // an orphan for the later sweep
    });
  });

  it('leaves the outbox mails (no reference to the record; retention removes them)', async () => {
    const id = await newContact();
    const { id: mail } = await outboxMails.insert(t.db, { to_address: 'asha@x.io' });
    await del(`/api/admin/contacts/${id}`).expect(200);
    expect(await exists('outbox_mails', mail)).toBe(true);
  });
});
