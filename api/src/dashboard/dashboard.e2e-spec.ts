import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { applications, contacts, registrations, subscribers } from '../../test/factories';

/** Today in India, and the ISO date `n` days before it. */
function istDay(n = 0): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

describe('admin dashboard (real Postgres)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  /** Inserts `count` rows into `table` at noon IST, `daysAgo` days ago (or at an exact instant). */
  async function add(table: string, daysAgo: number, count = 1, at?: string) {
    const ts = at ?? `${istDay(daysAgo)}T12:00:00+05:30`;
    const kinds: Record<string, () => Promise<void>> = {
      contacts: () => contacts.insertSeries(t.db, count, { created_at: ts }),
      registrations: () => registrations.insertSeries(t.db, count, { created_at: ts }),
      subscribers: () => subscribers.insertSeries(t.db, count, { created_at: ts }),
      // Sign-ups waiting for confirmation: counted, as the Subscribers list opens on all.
      'pending subscribers': () =>
        subscribers.insertSeries(t.db, count, { status: 'pending', created_at: ts }),
      applications: () => applications.insertSeries(t.db, count, { created_at: ts }),
    };
    await kinds[table]();
  }

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['admin', 'kavach_admin', 'hr_manager', 'jobs_admin']) {
      await createUser(t, `u_${role}`, role);
      tokens[role] = await loginAs(t, `u_${role}`);
    }
    await add('contacts', 0, 3);
    await add('contacts', 29, 2);
    await add('contacts', 30, 7); // outside the window
    await add('registrations', 5, 4);
    await add('subscribers', 1, 2);
    await add('pending subscribers', 1, 5);
    await add('applications', 0, 1);
    await add('applications', 12, 5);
    // 23:59 IST yesterday is yesterday, 00:00 IST today is today (not the UTC day).
    await add('applications', 0, 1, `${istDay(1)}T23:59:00+05:30`);
    await add('applications', 0, 1, `${istDay(0)}T00:00:00+05:30`);
  });
  afterAll(() => t.close());

  const figures = async (role: string) => {
    const res = await request(t.http)
      .get('/api/admin/dashboard')
      .set('Authorization', `Bearer ${tokens[role]}`)
      .expect(200);
    return res.body as Record<string, { day: string; count: number }[]>;
  };
  const countOn = (series: { day: string; count: number }[], daysAgo: number) =>
    series.find((p) => p.day === istDay(daysAgo))?.count;

  it('gives 30 zero-filled IST days per area, oldest first, ending today', async () => {
    const body = await figures('admin');
    expect(Object.keys(body).sort()).toEqual([
      'applications',
      'contacts',
      'registrations',
      'subscriptions',
    ]);
    for (const series of Object.values(body)) {
      expect(series).toHaveLength(30);
      expect(series[0].day).toBe(istDay(29));
      expect(series[29].day).toBe(istDay(0));
      expect(series.every((p) => typeof p.count === 'number' && p.count >= 0)).toBe(true);
    }
    expect(countOn(body.contacts, 0)).toBe(3);
    expect(countOn(body.contacts, 29)).toBe(2);
    expect(body.contacts.reduce((s, p) => s + p.count, 0)).toBe(5);
    expect(countOn(body.registrations, 5)).toBe(4);
    expect(countOn(body.subscriptions, 1)).toBe(7); // 2 confirmed + 5 waiting
    expect(countOn(body.applications, 0)).toBe(2);
    expect(countOn(body.applications, 1)).toBe(1);
    expect(countOn(body.applications, 12)).toBe(5);
    expect(countOn(body.applications, 2)).toBe(0);
  });

  it('omits the areas the role may not read', async () => {
    expect(Object.keys(await figures('kavach_admin')).sort()).toEqual([
      'contacts',
      'registrations',
      'subscriptions',
    ]);
    expect(Object.keys(await figures('hr_manager'))).toEqual(['applications']);
    expect(Object.keys(await figures('jobs_admin'))).toEqual(['applications']);
  });

  it('needs a login', async () => {
    const res = await request(t.http).get('/api/admin/dashboard').expect(401);
    expect(res.body.statusCode).toBe(401);
  });
});
