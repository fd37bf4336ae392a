import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { privacyCases } from '../../test/helpers/privacy';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { OutboxWorker } from '../notifications/outbox.worker';
import { CURRENT_PRIVACY_NOTICE } from '../privacy-notice/privacy-notice';

// The Privacy Requests desk with uploads in the local directory (the S3-compatible bucket runs
// the same cases: privacy.s3.e2e-spec.ts). Who may call each route: test/authorisation.e2e-spec.ts.
describe('privacy requests desk (local storage)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '0' });
  });
  afterAll(() => t?.close());

  privacyCases(() => t);

  it("without SMTP, an erasure also deletes the .eml files of the person's mails, and only theirs", async () => {
    const person = 'meera.files@example.com';
    const other = 'ravi.files@example.com';
    for (const [i, email] of [person, other].entries()) {
      await request(t.http)
        .post('/api/contacts')
        .set('X-Forwarded-For', `10.93.0.${i + 1}`)
        .send({
          name: 'Meera Iyer',
          email,
          phone: '9876543210',
          message: 'Please call me back.',
          privacyNotice: CURRENT_PRIVACY_NOTICE,
          captcha: await solveCaptcha(t),
        })
        .expect(201);
    }
    const worker = t.app.get(OutboxWorker);
    // Every due mail, those of the cases above too (their files must stay).
    let claimed: number;
    do claimed = (await worker.processDue()).claimed;
    while (claimed > 0);
    const dir = join(t.dataDir, 'outbox');
    const mailIds = async (address: string): Promise<number[]> =>
      (
        await t.db.query(
          `SELECT id FROM outbox_mails WHERE lower(to_address) = $1 OR lower(reply_to) = $1`,
          [address],
        )
      ).map((r: { id: number }) => Number(r.id));
    const filesOf = (ids: number[]) =>
      readdirSync(dir).filter((f) =>
        ids.some((id) => f.replace(/^\./, '').startsWith(`${String(id).padStart(8, '0')}-`)),
      );
    const personIds = await mailIds(person);
    const otherIds = await mailIds(other);
    // Each submission: the acknowledgement to the person and the staff's copy replying to them.
    expect([personIds.length, otherIds.length]).toEqual([2, 2]);
    const written = filesOf(personIds);
    expect(written).toHaveLength(2);
    // A write the process did not finish leaves a temporary copy: it goes too.
    writeFileSync(join(dir, `.${written[0]}.4242.tmp`), `To: ${person}\r\n`);

    await createUser(t, 'files-admin', 'admin');
    const token = await loginAs(t, 'files-admin');
    const res = await request(t.http)
      .post('/api/admin/privacy/erase')
      .set('Authorization', `Bearer ${token}`)
      .send({ email: person, confirmation: person });
    expect(res.status).toBe(200);
    expect(res.body.erased).toMatchObject({ contacts: 1, mails: 2, mailFiles: 3 });
    expect(filesOf(personIds)).toEqual([]);
    expect(filesOf(otherIds)).toHaveLength(2);
    for (const f of readdirSync(dir))
      expect(readFileSync(join(dir, f), 'utf8')).not.toContain(person);
    const [entry] = await t.db.query(
      `SELECT target FROM audit_log WHERE action = 'privacy.erase' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.target).toContain('mails 2 (3 files)');
  });

  it('answers 429 after 30 requests in a minute from one staff member, with a message', async () => {
    await createUser(t, 'busy-admin', 'admin');
    const token = await loginAs(t, 'busy-admin');
    const call = () =>
      request(t.http)
        .post('/api/admin/privacy/lookup')
        .set('Authorization', `Bearer ${token}`)
        .send({ email: 'nobody@example.com' });
    for (let i = 0; i < 30; i++) expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });
});
