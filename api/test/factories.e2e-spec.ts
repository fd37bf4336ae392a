import {
  applications,
  auditEntries,
  contacts,
  contentItems,
  jobs,
  newsletters,
  notes,
  outboxMails,
  registrations,
  savedViews,
  sessions,
  sql,
  staffSessions,
  staffUsers,
  subscribers,
} from './factories';
import { columnOf } from './factories/insert';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The test-data factories: their defaults satisfy today's schema, and overrides win. */
describe('test data factories (real Postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('inserts a valid row of every kind from the defaults alone (plus the parent it needs)', async () => {
    const user = await staffUsers.insert(t.db);
    const contact = await contacts.insert(t.db);
    const registration = await registrations.insert(t.db);
    const application = await applications.insert(t.db);
    const rows = [
      user,
      contact,
      registration,
      application,
      await subscribers.insert(t.db),
      await sessions.insert(t.db),
      await jobs.insert(t.db),
      await auditEntries.insert(t.db),
      await outboxMails.insert(t.db),
      await notes.insert(t.db, { contact_id: contact.id }),
      await savedViews.insert(t.db, { user_id: user.id }),
      await contentItems.insert(t.db),
    ];
    for (const row of rows) expect(Number(row.id)).toBeGreaterThan(0);
    const session = await staffSessions.insert(t.db, { user_id: user.id });
    expect(session.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(contact).toMatchObject({ status: 'new', source: 'website' });
  });

  it('takes overrides, created_at and SQL expressions included, and returns the stored row', async () => {
    const row = await contacts.insert(t.db, {
      name: 'Asha',
      phone: null,
      created_at: '2024-10-01 12:00+05:30',
      message: sql`'built ' || 'in SQL'`,
    });
    expect(row).toMatchObject({ name: 'Asha', phone: null, message: 'built in SQL' });
    expect(row.created_at.toISOString()).toBe('2024-10-01T06:30:00.000Z');
  });

  it('inserts many rows in their order, and a series in one statement with unique defaults', async () => {
    await t.db.query(`TRUNCATE subscribers`);
    const many = await subscribers.insertMany(t.db, [{}, { status: 'pending' }, {}]);
    expect(many.map((s) => s.status)).toEqual(['confirmed', 'pending', 'confirmed']);
    expect(many[0].id).toBeLessThan(many[1].id);

    await subscribers.insertSeries(t.db, 500, { created_at: sql`now() - i * interval '1 hour'` });
    await subscribers.insertSeries(t.db, 500);
    const [{ n, addresses }] = await t.db.query(
      `SELECT count(*)::int AS n, count(DISTINCT lower(email))::int AS addresses FROM subscribers`,
    );
    expect([n, addresses]).toEqual([1003, 1003]);
  });

  it('types the rows of a table with an entity by the entity: each property is its column', async () => {
    const byEntity = [
      applications,
      auditEntries,
      contacts,
      contentItems,
      jobs,
      newsletters,
      outboxMails,
      registrations,
      sessions,
      staffUsers,
      subscribers,
    ];
    for (const factory of byEntity) {
      const columns = t.db.getMetadata(factory.entity).columns;
      // RowOf names each property's column so; a column named otherwise would be typed wrong.
      for (const c of columns)
        expect([factory.entity.name, c.databaseName]).toEqual([
          factory.entity.name,
          columnOf(c.propertyName),
        ]);
      const row = await factory.insert(t.db);
      expect(Object.keys(row)).toEqual(expect.arrayContaining(columns.map((c) => c.databaseName)));
    }
  });
});
