import request from 'supertest';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { CURRENT_PRIVACY_NOTICE } from '../privacy-notice/privacy-notice';

// A public submission and its mails are written together: the 2xx never waits for SMTP.
describe('submissions queue their mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '0' });
  });
  afterAll(() => t.close());

  const mails = async () =>
    (await t.db.query(`SELECT kind, to_address FROM outbox_mails ORDER BY id`)) as {
      kind: string;
      to_address: string;
    }[];

  it('a contact message queues the staff notification and the acknowledgement', async () => {
    await request(t.http)
      .post('/api/contacts')
      .send({
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        message: 'Hello',
        privacyNotice: CURRENT_PRIVACY_NOTICE,
        captcha: await solveCaptcha(t),
      })
      .expect(201);
    const queued = await mails();
    expect(queued.map((m) => m.to_address)).toEqual(
      expect.arrayContaining(['asha@example.com', 'info@kavach.example']),
    );
  });

  it('a contact message from a Marathi page is acknowledged in Marathi; an unknown language is refused, nothing queued', async () => {
    const form = async (language: unknown) =>
      request(t.http)
        .post('/api/contacts')
        .send({
          name: 'आशा राव',
          email: 'asha.mr@example.com',
          phone: '9876543210',
          message: 'नमस्कार',
          privacyNotice: CURRENT_PRIVACY_NOTICE,
          language,
          captcha: await solveCaptcha(t),
        });
    const before = (await mails()).length;
    const refused = await form('fr');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Language must be one of en, hi, mr.',
      detailCodes: { language: 'FIELD_INVALID' },
    });
    expect((await mails()).length).toBe(before);

    await form('mr').then((res) => expect(res.status).toBe(201));
    const [ack] = (await t.db.query(
      `SELECT subject, text_body FROM outbox_mails WHERE kind = 'contact.ack' AND to_address = $1`,
      ['asha.mr@example.com'],
    )) as { subject: string; text_body: string }[];
    expect(ack.subject).toBe('तुमचा संदेश आम्हाला मिळाला - Kavach Genomics');
    expect(ack.text_body).toContain('प्रिय आशा राव,');
  });

  it('a sign-up queues the confirmation mail; the same address again at once queues nothing', async () => {
    const before = (await mails()).length;
    await request(t.http)
      .post('/api/subscriptions')
      .send({ email: 'reader@example.com', privacyNotice: CURRENT_PRIVACY_NOTICE })
      .expect(201);
    await request(t.http)
      .post('/api/subscriptions')
      .send({ email: ' Reader@Example.com ', privacyNotice: CURRENT_PRIVACY_NOTICE })
      .expect(201);
    const after = await mails();
    expect(after.length).toBe(before + 1);
    expect(after[after.length - 1]).toEqual({
      kind: 'newsletter.confirmation',
      to_address: 'reader@example.com',
    });
  });
});
