import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { EXACT_SEARCH_COUNT } from '../platform/listing/listing';
import { auditEntries, sql } from '../../test/factories';

/**
 * The shared paging (platform/listing) on a larger table, through the audit log: pages in the
 * second half are read from the other end, a big search total is an estimate.
 */
describe('listing at scale (audit log, 60,000 rows)', () => {
  let t: TestApp;
  let token: string;
  const ROWS = 60_000;
  const get = (q: string) =>
    request(t.http).get(`/api/admin/audit?${q}`).set('Authorization', `Bearer ${token}`);
  /** The ids of a page computed the slow, obvious way (OFFSET over the newest-first order). */
  const expectedIds = async (offset: number, limit: number, where = 'TRUE') =>
    (
      await t.db.query(
        `SELECT id::int FROM audit_log WHERE ${where} ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT $2`,
        [offset, limit],
      )
    ).map((r: { id: number }) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'root', 'admin');
    token = await loginAs(t, 'root');
    await t.db.query('TRUNCATE audit_log'); // the login's own entry: the log holds ROWS exactly
    // Timestamps with ties (every 3 rows share one), so the id must break them consistently.
    await auditEntries.insertSeries(t.db, ROWS, {
      username: sql`'user' || (i % 50)`,
      action: sql`CASE WHEN i % 5 < 3 THEN 'alpha.export' ELSE 'beta.update' END`,
      target: sql`'record #' || i`,
      created_at: sql`now() - ((i / 3) * interval '1 minute')`,
    });
    await t.db.query('ANALYZE audit_log');
  });
  afterAll(() => t.close());

  it('gives the same rows as a plain OFFSET on the first, middle, late and last pages', async () => {
    for (const [page, pageSize] of [
      [1, 10],
      [1400, 10],
      [1600, 10],
      [5999, 10],
      [6000, 10],
      [601, 100],
      [600, 100],
    ]) {
      const res = await get(`page=${page}&pageSize=${pageSize}`).expect(200);
      expect(res.body.total).toBe(ROWS);
      expect(res.body).not.toHaveProperty('estimated');
      const ids = res.body.data.map((e: { id: number }) => e.id);
      expect(ids).toEqual(await expectedIds((page - 1) * pageSize, pageSize));
    }
  });

  it('returns a short last page and nothing beyond it', async () => {
    const last = await get('page=2143&pageSize=28').expect(200); // 60,000 = 2142 × 28 + 24
    expect(last.body.pages).toBe(2143);
    expect(last.body.data).toHaveLength(24);
    expect(last.body.data.map((e: { id: number }) => e.id)).toEqual(
      await expectedIds(2142 * 28, 28),
    );
    const beyond = await get('page=2144&pageSize=28').expect(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.total).toBe(ROWS);
  });

  it('counts a search exactly up to the limit, estimates above it', async () => {
    const rare = await get('search=record%20%2312345').expect(200);
    expect(rare.body.total).toBe(1);
    const exact = await get('search=record%20%23123').expect(200); // #123, #1230-9, #12300-99
    expect(exact.body.total).toBe(111);
    expect(exact.body).not.toHaveProperty('estimated');
    const over = await get('search=user49').expect(200); // 1,200 rows: over the exact limit
    expect(over.body.estimated).toBe(true);
    expect(over.body.total).toBeGreaterThan(EXACT_SEARCH_COUNT);
    const big = await get('search=alpha').expect(200); // 36,000 rows
    expect(big.body.estimated).toBe(true);
    expect(big.body.total).toBeGreaterThan(EXACT_SEARCH_COUNT);
    expect(big.body.total).toBeGreaterThan(36_000 * 0.5);
    expect(big.body.total).toBeLessThan(36_000 * 1.5);
    expect(big.body.data.map((e: { id: number }) => e.id)).toEqual(
      await expectedIds(0, 10, `action ILIKE '%alpha%'`),
    );
    const deep = await get('search=alpha&page=1500').expect(200);
    expect(deep.body.data.map((e: { id: number }) => e.id)).toEqual(
      await expectedIds(14_990, 10, `action ILIKE '%alpha%'`),
    );
  });

  it('pages a date range from the other end too', async () => {
    const [{ from, to }] = await t.db.query(
      `SELECT to_char((now() AT TIME ZONE 'Asia/Kolkata')::date - 4, 'YYYY-MM-DD') AS from,
              to_char((now() AT TIME ZONE 'Asia/Kolkata')::date - 2, 'YYYY-MM-DD') AS to`,
    );
    const first = await get(`from=${from}&to=${to}`).expect(200);
    const total = first.body.total;
    expect(total).toBeGreaterThan(3000);
    const where = `created_at >= ('${from}'::date::timestamp AT TIME ZONE 'Asia/Kolkata') AND created_at < (('${to}'::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`;
    expect((await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`))[0].n).toBe(
      total,
    );
    const lastPage = Math.ceil(total / 10);
    const last = await get(`from=${from}&to=${to}&page=${lastPage}`).expect(200);
    expect(last.body.data.map((e: { id: number }) => e.id)).toEqual(
      await expectedIds((lastPage - 1) * 10, 10, where),
    );
  });

  it('reuses a total of 50,000+ rows for a few seconds, counts smaller ones afresh', async () => {
    await get('pageSize=10').expect(200); // counted (or reused) just now
    await auditEntries.insert(t.db, { username: 'late', action: 'alpha.late' });
    const reused = await get('pageSize=10').expect(200);
    expect(reused.body.total).toBe(ROWS); // within 10 s: the count is not repeated
    expect(reused.body.data[0].username).toBe('late'); // the rows themselves are current
    const small = await get('search=late').expect(200);
    expect(small.body.total).toBe(1);
  });
});
