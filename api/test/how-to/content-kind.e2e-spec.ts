// docs/how-to/content-kind.md, followed on the API's side: an "event" kind is declared as the
// how-to's first step declares one, in content-kinds.ts's table, before anything reads it, and
// is then written, published and read as the site reads it. (The site's side, a line in
// public-web/lib/siteKinds.ts, is type-checked there and was shown on a scratch branch.)
// Step 1 first: the declaration is in the table before any module that reads it is loaded.
import './event-kind';
import request from 'supertest';
import { buildOpenApiDocument } from '../../src/app.factory';
import { asStaff, createUser, loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('a content kind declared once (docs/how-to/content-kind.md)', () => {
  let t: TestApp;
  let publisher: ReturnType<typeof asStaff>;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'asha', 'kavach_admin');
    publisher = asStaff(t, await loginAs(t, 'asha'));
  });
  afterAll(() => t?.close());

  it('is written with its fields checked, published, listed, read, fed and mapped', async () => {
    const refused = await publisher
      .post('/api/admin/content/event', { title: 'Camp', date: '2026-12-12', fields: {} })
      .expect(400);
    expect(refused.body.details).toEqual({
      'fields.image': 'Image is required.',
      'fields.description': 'Description is required.',
    });
    const draft = (
      await publisher
        .post('/api/admin/content/event', {
          title: 'Screening camp in Thane',
          date: '2026-12-12',
          fields: { image: '/images/news-1.svg', description: 'Free HrC screening.' },
        })
        .expect(201)
    ).body.data as { id: number; version: number; slug: string };
    await publisher
      .post(`/api/admin/content/event/${draft.id}/publish`, { version: draft.version })
      .expect(200);

    const site = (path: string) => request(t.http).get(path).expect(200);
    const [live] = (await site('/api/content/event')).body.data;
    expect(live).toMatchObject({
      kind: 'event',
      index: 0,
      title: 'Screening camp in Thane',
      date: 'December 12, 2026',
      url: `/events/${draft.slug}`,
      fields: { image: '/images/news-1.svg', description: 'Free HrC screening.' },
    });
    expect((await site('/api/content/event/0')).body.data.slug).toBe(draft.slug);
    const addresses = (await site('/api/content-addresses')).body.data as { url: string }[];
    expect(addresses.map((a) => a.url)).toContain(`/events/${draft.slug}`);
    expect((await site('/api/content/event/feed.atom')).text).toContain('Screening camp in Thane');
  });

  it('is in the API document with its own fields and public view', async () => {
    const schemas = buildOpenApiDocument(t.app).components?.schemas ?? {};
    expect(schemas.EventFields).toMatchObject({
      properties: { image: { type: 'string' }, description: { type: 'string', maxLength: 600 } },
      required: ['image', 'description'],
    });
    expect(JSON.stringify(schemas.PublicContentResponse)).toContain('PublicEventView');
  });
});
