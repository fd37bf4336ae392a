import request from 'supertest';
import { asStaff, createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { DEMO_TRANSLATOR, seedDemoTranslations } from './content-translations.seed';

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});
const NEWS = { image: '/images/news-1.svg', description: 'A new centre opens.' };
const MARATHI = {
  title: 'पुण्यात नवीन संकलन केंद्र',
  fields: { description: 'एक नवीन केंद्र सुरू होत आहे.' },
  body: doc('पुण्यात आमचे नवीन केंद्र.'),
  seo_description: 'पुण्यातील नवीन केंद्र',
};

describe('content translations: drafted, reviewed, published, outdated (real Postgres)', () => {
  let t: TestApp;
  let editor: ReturnType<typeof asStaff>;
  let publisher: ReturnType<typeof asStaff>;
  const site = (path: string) => request(t.http).get(path);
  const at = (id: number, tail = '') => `/api/admin/content/news/${id}/translations${tail}`;
  const liveNews = async (title: string) => {
    const made = (
      await publisher
        .post('/api/admin/content/news', {
          title,
          date: '2026-11-21',
          fields: NEWS,
          body: doc('Our new centre in Pune.'),
        })
        .expect(201)
    ).body.data as { id: number; slug: string };
    await publisher.post(`/api/admin/content/news/${made.id}/publish`, { version: 1 }).expect(200);
    return made;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'meera', 'content_editor');
    await createUser(t, 'asha', 'kavach_admin');
    editor = asStaff(t, await loginAs(t, 'meera'));
    publisher = asStaff(t, await loginAs(t, 'asha'));
  });
  afterAll(() => t?.close());

  it('an editor drafts and submits a Marathi version, a publisher publishes it, the site reads it at lang=mr', async () => {
    const item = await liveNews('New collection centre in Pune');
    const none = (await editor.get(at(item.id)).expect(200)).body.data.translations;
    expect(none.map((x: { language: string; state: string }) => [x.language, x.state])).toEqual([
      ['hi', 'missing'],
      ['mr', 'missing'],
    ]);

    const saved = await editor.put(at(item.id, '/mr'), { ...MARATHI, version: 0 }).expect(200);
    expect(saved.body.data).toMatchObject({
      language: 'mr',
      state: 'draft',
      live: false,
      version: 1,
    });
    // A draft is not on the site: a Marathi visitor reads the English, told so by `language`.
    const before = (await site(`/api/content/news/${item.slug}?lang=mr`).expect(200)).body.data;
    expect(before).toMatchObject({ title: 'New collection centre in Pune', language: 'en' });

    const submitted = await editor.post(at(item.id, '/mr/submit'), { version: 1 }).expect(200);
    expect(submitted.body.data).toMatchObject({ state: 'review', version: 2 });
    const refused = await editor.post(at(item.id, '/mr/publish'), { version: 2 }).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    await publisher.post(at(item.id, '/mr/publish'), { version: 2 }).expect(200);

    const marathi = (await site(`/api/content/news/${item.slug}?lang=mr`).expect(200)).body.data;
    expect(marathi).toMatchObject({
      language: 'mr',
      title: MARATHI.title,
      slug: item.slug,
      seo_description: MARATHI.seo_description,
      // What is not words stays the English item's.
      fields: { image: NEWS.image, description: MARATHI.fields.description },
    });
    expect(marathi.html).toContain('पुण्यात आमचे नवीन केंद्र.');
    const inList = (await site('/api/content/news?lang=mr').expect(200)).body.data.find(
      (n: { slug: string }) => n.slug === item.slug,
    );
    expect(inList).toMatchObject({ language: 'mr', title: MARATHI.title });
    // Hindi has none: English, and English is English.
    expect(
      (await site(`/api/content/news/${item.slug}?lang=hi`).expect(200)).body.data.language,
    ).toBe('en');
    expect((await site(`/api/content/news/${item.slug}`).expect(200)).body.data).toMatchObject({
      language: 'en',
      title: 'New collection centre in Pune',
    });
    const list = (await publisher.get('/api/admin/content/news?search=Pune').expect(200)).body.data;
    expect(list.find((n: { id: number }) => n.id === item.id).translations).toEqual({
      hi: 'missing',
      mr: 'published',
    });
    const audit = await t.db.query(
      `SELECT action, username FROM audit_log WHERE action LIKE 'content.translation-%' AND target LIKE $1 ORDER BY id`,
      [`%#${item.id} %`],
    );
    expect(
      audit.map((r: { action: string; username: string }) => `${r.action} ${r.username}`),
    ).toEqual([
      'content.translation-save meera',
      'content.translation-submit meera',
      'content.translation-publish asha',
    ]);
  });

  it('a change to the English words marks the translation outdated; it stays on the site, and is published again only once brought up to date', async () => {
    const item = await liveNews('Screening camp in Nashik');
    await editor.put(at(item.id, '/mr'), {
      ...MARATHI,
      title: 'नाशिकमध्ये तपासणी शिबिर',
      version: 0,
    });
    await publisher.post(at(item.id, '/mr/publish'), { version: 1 }).expect(200);
    // An image changed in English is not words: the translation stays current.
    const current = (await publisher.get(`/api/admin/content/news/${item.id}`).expect(200)).body
      .data;
    await publisher
      .patch(`/api/admin/content/news/${item.id}`, {
        fields: { image: '/images/news-2.svg' },
        version: current.version,
      })
      .expect(200);
    expect((await editor.get(at(item.id)).expect(200)).body.data.translations[1].state).toBe(
      'published',
    );
    await publisher
      .patch(`/api/admin/content/news/${item.id}`, {
        title: 'Screening camp in Nashik, 12 December',
        version: current.version + 1,
      })
      .expect(200);
    const [, mr] = (await editor.get(at(item.id)).expect(200)).body.data.translations;
    expect(mr).toMatchObject({ state: 'outdated', live: true, version: 2 });
    expect((await site(`/api/content/news/${item.slug}?lang=mr`).expect(200)).body.data.title).toBe(
      'नाशिकमध्ये तपासणी शिबिर',
    );
    // Publishing it unchanged is refused; saving it (looked at again) brings it up to date.
    const stale = await t.db.query(`SELECT status FROM content_translations WHERE item_id = $1`, [
      item.id,
    ]);
    expect(stale).toEqual([{ status: 'published' }]);
    const saved = await editor
      .put(at(item.id, '/mr'), { ...MARATHI, title: 'नाशिकमध्ये तपासणी शिबिर, १२ डिसेंबर', version: 2 })
      .expect(200);
    expect(saved.body.data).toMatchObject({ state: 'draft', live: true, version: 3 });
    await publisher.post(at(item.id, '/mr/publish'), { version: 3 }).expect(200);
    expect((await site(`/api/content/news/${item.slug}?lang=mr`).expect(200)).body.data.title).toBe(
      'नाशिकमध्ये तपासणी शिबिर, १२ डिसेंबर',
    );
    // Unpublished: the English again.
    await publisher.post(at(item.id, '/mr/unpublish'), { version: 4 }).expect(200);
    expect(
      (await site(`/api/content/news/${item.slug}?lang=mr`).expect(200)).body.data.language,
    ).toBe('en');
  });

  it('a translation that went out of date before it was published is refused with what to do', async () => {
    const item = await liveNews('Survivors meet in Thane');
    await editor.put(at(item.id, '/hi'), { ...MARATHI, version: 0 }).expect(200);
    const read = (await publisher.get(`/api/admin/content/news/${item.id}`).expect(200)).body.data;
    await publisher
      .patch(`/api/admin/content/news/${item.id}`, {
        body: doc('Survivors and families meet in Thane.'),
        version: read.version,
      })
      .expect(200);
    const refused = await publisher.post(at(item.id, '/hi/publish'), { version: 1 }).expect(409);
    expect(refused.body.message).toBe(
      'The English has changed since this translation was made: bring the translation up to date and save it, then publish it.',
    );
  });

  it('the demo drafts of three FAQs are drafts, named as not reviewed, and not on the site', async () => {
    await seedDemoTranslations(t.db.manager);
    const faqs = (await publisher.get('/api/admin/content/faq?search=HrC&pageSize=50').expect(200))
      .body.data as { id: number; slug: string; translations: object }[];
    const first = faqs.find((f) => f.slug === 'what-is-the-hrc-test')!;
    expect(first.translations).toEqual({ hi: 'draft', mr: 'draft' });
    const [hi, mr] = (
      await editor.get(`/api/admin/content/faq/${first.id}/translations`).expect(200)
    ).body.data.translations;
    expect([hi.updated_by, mr.updated_by]).toEqual([DEMO_TRANSLATOR, DEMO_TRANSLATOR]);
    expect(mr.title).toBe('HrC चाचणी म्हणजे काय?');
    const live = (await site('/api/content/faq?lang=mr').expect(200)).body.data.find(
      (f: { slug: string }) => f.slug === 'what-is-the-hrc-test',
    );
    expect(live).toMatchObject({ language: 'en', title: 'What is the HrC test?' });
  });

  it('bad input is a 4xx in words and changes nothing', async () => {
    const item = await liveNews('Genetic counselling hours');
    const put = (language: string, body: object) => editor.put(at(item.id, `/${language}`), body);
    const cases: [string, object, number, string][] = [
      ['mr', { ...MARATHI, title: '', version: 0 }, 400, 'Title is required.'],
      [
        'mr',
        { ...MARATHI, title: 'x'.repeat(301), version: 0 },
        400,
        'Title is too long (300 characters at most).',
      ],
      [
        'mr',
        { ...MARATHI, fields: 'text', version: 0 },
        400,
        'fields must be an object of the kind’s text fields.',
      ],
      [
        'mr',
        { ...MARATHI, fields: { image: '/images/x.svg' }, version: 0 },
        400,
        '“image” is the same in every language: change it in English.',
      ],
      [
        'mr',
        { ...MARATHI, fields: { colour: 'red' }, version: 0 },
        400,
        'A news item has no field “colour”.',
      ],
      [
        'mr',
        { ...MARATHI, fields: { description: 42 }, version: 0 },
        400,
        'Description must be text.',
      ],
      [
        'mr',
        { ...MARATHI, body: { type: 'doc', content: [{ type: 'script' }] }, version: 0 },
        400,
        '',
      ],
      [
        'mr',
        { ...MARATHI, version: 'one' },
        400,
        'version must be a whole number: the translation’s version it was read at (0 for a new one).',
      ],
      [
        'mr',
        { ...MARATHI, version: 7 },
        409,
        'This item has no Marathi translation yet: save one first.',
      ],
      ['fr', { ...MARATHI, version: 0 }, 404, 'Translations are in hi (Hindi) and mr (Marathi).'],
    ];
    for (const [language, body, status, message] of cases) {
      const res = await put(language, body).expect(status);
      if (message) expect(res.body.message).toBe(message);
      else expect(typeof res.body.message).toBe('string');
    }
    await editor.post(at(item.id, '/mr/submit'), { version: 0 }).expect(409);
    await site(`/api/content/news/${item.slug}?lang=fr`).expect(400);
    await site(`/api/content/news?lang=hi&lang=mr`).expect(400);
    const rows = await t.db.query(
      `SELECT count(*)::int AS n FROM content_translations WHERE item_id = $1`,
      [item.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
    // Two people on the same version: the second is told who changed it.
    await put('hi', { ...MARATHI, version: 0 }).expect(200);
    const second = await publisher.put(at(item.id, '/hi'), { ...MARATHI, version: 0 }).expect(409);
    expect(second.body.message).toMatch(
      /^This translation was changed by meera at .+\. Reload to see their version\.$/,
    );
  });
});
