import request from 'supertest';
import bundled from '../platform/database/migrations/seeds/bundled-content.json';
import { asStaff, createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { CONTENT_KIND_NAMES } from './content-kinds';
import { ContentPreviews } from './content-previews';
import { ContentPublishing } from './content-publishing.service';

const doc = (...paragraphs: object[][]) => ({
  type: 'doc',
  content: paragraphs.map((content) => ({ type: 'paragraph', content })),
});
const text = (value: string, marks?: object[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const NEWS = { image: '/images/news-1.svg', description: 'A new centre opens.' };

describe('site content: drafts, publishing, revisions, trash (real Postgres)', () => {
  let t: TestApp;
  let editor: ReturnType<typeof asStaff>;
  let publisher: ReturnType<typeof asStaff>;
  const site = (path: string) => request(t.http).get(path);
  const draft = async (title: string, extra: object = {}) =>
    (
      await editor
        .post('/api/admin/content/news', { title, date: '2026-11-20', fields: NEWS, ...extra })
        .expect(201)
    ).body.data as { id: number; version: number; slug: string };

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'meera', 'content_editor');
    await createUser(t, 'asha', 'kavach_admin');
    editor = asStaff(t, await loginAs(t, 'meera'));
    publisher = asStaff(t, await loginAs(t, 'asha'));
  });
  afterAll(() => t?.close());

  it('holds every item that was bundled with the site, live, with the dates the site showed', async () => {
    const seed = bundled as Record<string, { slug: string; title: string; shown_date?: string }[]>;
    // Every bundled kind is a kind; a kind declared since has no bundled items.
    expect(CONTENT_KIND_NAMES).toEqual(expect.arrayContaining(Object.keys(seed)));
    for (const kind of CONTENT_KIND_NAMES) {
      const bundledItems = seed[kind] ?? [];
      const live = (await site(`/api/content/${kind}`).expect(200)).body.data as {
        slug: string;
        title: string;
        date: string | null;
      }[];
      const bySlug = new Map(live.map((item) => [item.slug, item]));
      // In the site's order: by date, or the groups in their declared order and then by place.
      expect(live.map((item) => item.slug)).toEqual(bundledItems.map((item) => item.slug));
      for (const item of bundledItems) {
        expect(bySlug.get(item.slug)).toMatchObject({
          title: item.title,
          date: item.shown_date ?? null,
        });
      }
    }
    // The spec's index URLs count in the site's order: news newest first, blog oldest first.
    const news = (await site('/api/content/news/0').expect(200)).body.data;
    expect(news).toMatchObject({
      index: 0,
      title: seed.news[0].title,
      url: `/news/${seed.news[0].slug}`,
    });
    expect(news.html).toContain('<p>');
    const blog = (await site('/api/content/blog/30').expect(200)).body.data;
    expect(blog.title).toBe(seed.blog[30].title);
    expect((await site(`/api/content/blog/${seed.blog[0].slug}`).expect(200)).body.data.index).toBe(
      0,
    );
    await site('/api/content/news/99').expect(404);
    const unknown = await site('/api/content/podcasts').expect(404);
    expect(unknown.body.message).toMatch(/^Unknown kind of content\. The kinds are: blog, news/);
  });

  it('a draft is the editor’s until a publisher publishes it; then only a publisher changes it', async () => {
    const item = await draft('New collection centre in Pune');
    expect(item).toMatchObject({ slug: 'new-collection-centre-in-pune', version: 1 });
    await site(`/api/content/news/${item.slug}`).expect(404);
    const refused = await editor
      .post(`/api/admin/content/news/${item.id}/publish`, { version: 1 })
      .expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const published = await publisher
      .post(`/api/admin/content/news/${item.id}/publish`, { version: 1 })
      .expect(200);
    expect(published.body.data).toMatchObject({ status: 'published', version: 2 });
    const live = (await site(`/api/content/news/${item.slug}`).expect(200)).body.data;
    expect(live).toMatchObject({
      index: 0,
      title: 'New collection centre in Pune',
      date: 'November 20, 2026',
    });

    const change = { title: 'Pune centre', date: '2026-11-20', fields: NEWS, version: 2 };
    const editorChange = await editor
      .patch(`/api/admin/content/news/${item.id}`, change)
      .expect(403);
    expect(editorChange.body.message).toBe(
      'This item is on the site: only a publisher can change it. Ask a Kavach Admin to make the change.',
    );
    await publisher.patch(`/api/admin/content/news/${item.id}`, change).expect(200);
    expect((await site(`/api/content/news/${item.slug}`).expect(200)).body.data.title).toBe(
      'Pune centre',
    );

    await publisher
      .post(`/api/admin/content/news/${item.id}/unpublish`, { version: 3 })
      .expect(200);
    await site(`/api/content/news/${item.slug}`).expect(404);
    const audit = await t.db.query(
      `SELECT username, action, target FROM audit_log WHERE target LIKE $1 ORDER BY id`,
      [`news item #${item.id} %`],
    );
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'content.create',
      'content.publish',
      'content.update',
      'content.unpublish',
    ]);
    expect(audit[0]).toMatchObject({
      username: 'meera',
      target: `news item #${item.id} "New collection centre in Pune"`,
    });
  });

  it('a live item whose slug changes keeps its old address, which no other item can take', async () => {
    const item = await draft('Kavach opens in Nashik');
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 1 }).expect(200);
    const move = (slug: string, version: number) =>
      publisher.patch(`/api/admin/content/news/${item.id}`, {
        title: 'Kavach opens in Nashik',
        slug,
        date: '2026-11-20',
        fields: NEWS,
        version,
      });
    await move('nashik-centre', 2).expect(200);
    await move('nashik-centre-opens', 3).expect(200);
    for (const old of ['kavach-opens-in-nashik', 'nashik-centre']) {
      const found = (await site(`/api/content/news/${old}`).expect(200)).body.data;
      expect(found).toMatchObject({
        slug: 'nashik-centre-opens',
        url: '/news/nashik-centre-opens',
      });
    }

    // The old address stays this item's: another item cannot take it, by hand or by its title.
    const other = await draft('Another story');
    const taken = await editor
      .patch(`/api/admin/content/news/${other.id}`, {
        title: 'Another story',
        slug: 'nashik-centre',
        date: '2026-11-20',
        fields: NEWS,
        version: 1,
      })
      .expect(409);
    expect(taken.body.details.slug).toBe(
      'This slug was the address of another news item, and its old links still lead there. Choose another.',
    );
    expect((await draft('Kavach opens in Nashik')).slug).toBe('kavach-opens-in-nashik-2');

    // Taking a former slug back makes it current again; the one it leaves is kept in turn.
    await move('nashik-centre', 4).expect(200);
    expect((await site('/api/content/news/nashik-centre-opens').expect(200)).body.data.slug).toBe(
      'nashik-centre',
    );
    // A draft never published keeps no old address.
    const renamed = await editor
      .patch(`/api/admin/content/news/${other.id}`, {
        title: 'Another story',
        slug: 'another-story-renamed',
        date: '2026-11-20',
        fields: NEWS,
        version: 1,
      })
      .expect(200);
    expect(renamed.body.data.slug).toBe('another-story-renamed');
    const kept = await t.db.query(
      `SELECT slug FROM content_former_slugs WHERE item_id = ANY($1) ORDER BY slug`,
      [[item.id, other.id]],
    );
    expect(kept.map((r: { slug: string }) => r.slug)).toEqual([
      'kavach-opens-in-nashik',
      'nashik-centre-opens',
    ]);
    // Off the site, its old addresses lead nowhere either.
    await publisher
      .post(`/api/admin/content/news/${item.id}/unpublish`, { version: 5 })
      .expect(200);
    await site('/api/content/news/kavach-opens-in-nashik').expect(404);
  });

  it('a preview link opens the draft, unindexed, until it runs out; a forged one opens nothing', async () => {
    const item = await draft('Not yet public');
    const { url, expires_at } = (
      await editor.post(`/api/admin/content/news/${item.id}/preview`).expect(200)
    ).body;
    expect(url).toMatch(/^\/news\/not-yet-public\?preview=[\w-]+\.\d+\.\d+\.\d+\.[\w-]{43}$/);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const token = new URL(url, 'http://site').searchParams.get('preview')!;
    const opened = await site(`/api/content/news/not-yet-public?preview=${token}`).expect(200);
    expect(opened.body.data).toMatchObject({ title: 'Not yet public', index: 0 });
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
    const list = await site(`/api/content/news?preview=${token}`).expect(200);
    expect(list.body.data[0].slug).toBe('not-yet-public');
    await site('/api/content/news/not-yet-public').expect(404);
    const forged = await site(
      `/api/content/news/not-yet-public?preview=${token.slice(0, -2)}xx`,
    ).expect(404);
    expect(forged.body).toMatchObject({ code: 'LINK_INVALID' });
    const previews = new ContentPreviews(t.config.keys.links);
    const old = previews.sign(item, new Date(Date.now() - 1000));
    const expired = await site(`/api/content/news/not-yet-public?preview=${old}`).expect(404);
    expect(expired.body).toMatchObject({
      code: 'LINK_EXPIRED',
      message: 'This preview link has run out. Open a new preview from the panel.',
    });
  });

  it('a preview link ends when its item changes, is unpublished or goes to the trash', async () => {
    const expiredMessage =
      'This preview link has expired: the item has changed since it was made. Open a new preview from the panel.';
    const link = async (id: number) => {
      const { url } = (await publisher.post(`/api/admin/content/news/${id}/preview`).expect(200))
        .body;
      return new URL(url, 'http://site').searchParams.get('preview')!;
    };
    const opens = (slug: string, token: string) =>
      site(`/api/content/news/${slug}?preview=${token}`);
    const refused = async (slug: string, token: string) => {
      const res = await opens(slug, token).expect(404);
      expect(res.body).toMatchObject({ code: 'LINK_EXPIRED', message: expiredMessage });
      // The list with the draft in its place is refused alike.
      await site(`/api/content/news?preview=${token}`).expect(404);
    };

    // An edit: the link made before it no longer opens; a new one shows the edit.
    const item = await draft('Embargoed results');
    const beforeEdit = await link(item.id);
    await opens(item.slug, beforeEdit).expect(200);
    const edit = { title: 'Embargoed results', date: '2026-11-20', fields: NEWS, version: 1 };
    await editor
      .patch(`/api/admin/content/news/${item.id}`, { ...edit, seo_description: 'Changed.' })
      .expect(200);
    await refused(item.slug, beforeEdit);
    await opens(item.slug, await link(item.id)).expect(200);

    // Published, then taken off the site: a link to the live version stops with it.
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 2 }).expect(200);
    const whileLive = await link(item.id);
    await opens(item.slug, whileLive).expect(200);
    await publisher
      .post(`/api/admin/content/news/${item.id}/unpublish`, { version: 3 })
      .expect(200);
    await refused(item.slug, whileLive);
    await site(`/api/content/news/${item.slug}`).expect(404);

    // The trash ends the link too (the trash keeps the version as it was).
    const beforeTrash = await link(item.id);
    await opens(item.slug, beforeTrash).expect(200);
    await publisher.delete(`/api/admin/content/news/${item.id}`).expect(200);
    await refused(item.slug, beforeTrash);
  });

  it('Send by e-mail: a newsletter draft made from a published post, for those who send newsletters', async () => {
    const body = doc([text('The centre opens on '), text('1 December', [{ type: 'bold' }])]);
    const item = await draft('Pune centre opens', { body });
    const path = `/api/admin/content/news/${item.id}/newsletter`;
    const unpublished = await publisher.post(path).expect(400);
    expect(unpublished.body.message).toBe(
      'Publish it first: a newsletter points to a page readers can open.',
    );
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 1 }).expect(200);
    await editor.post(path).expect(403);
    const made = (await publisher.post(path).expect(200)).body.data;
    expect(made).toMatchObject({
      subject: 'Pune centre opens',
      status: 'draft',
      updated_by: 'asha',
    });
    expect(made.body).toBe(
      `A new centre opens.\n\nThe centre opens on 1 December\n\nRead it on our website:\n\n${t.config.publicSiteUrl}/news/pune-centre-opens`,
    );
    // The article as written: the bold stays bold, the link is a link.
    expect(made.doc.content.at(1)).toEqual(body.content[0]);
    expect(made.doc.content.at(-1)).toEqual({
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: `${t.config.publicSiteUrl}/news/pune-centre-opens`,
          marks: [
            { type: 'link', attrs: { href: `${t.config.publicSiteUrl}/news/pune-centre-opens` } },
          ],
        },
      ],
    });
    const faq = (
      await editor
        .post('/api/admin/content/faq', { title: 'Why?', fields: { section: 'hrc' } })
        .expect(201)
    ).body.data;
    const notMailable = await publisher
      .post(`/api/admin/content/faq/${faq.id}/newsletter`)
      .expect(400);
    expect(notMailable.body.message).toBe('Only a blog post or a news item can be sent by e-mail.');
  });

  it('the blog and the news have Atom feeds that follow every publish', async () => {
    const seed = bundled as Record<string, { slug: string; title: string }[]>;
    const before = await site('/api/content/news/feed.atom').expect(200);
    expect(before.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    for (const item of seed.news) {
      expect(before.text).toContain(`<id>${t.config.publicSiteUrl}/news/${item.slug}</id>`);
    }
    // The editor keeps an empty paragraph at the end; links point to the site and away.
    const item = await draft('Fees & timings <updated>', {
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [text('New hours from Monday.')] },
          {
            type: 'paragraph',
            content: [
              text('See '),
              text('the centres', [{ type: 'link', attrs: { href: '/contact-us' } }]),
              text(' and '),
              text('the map', [{ type: 'link', attrs: { href: 'https://maps.example/k' } }]),
              text('.'),
            ],
          },
          { type: 'paragraph' },
        ],
      },
    });
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 1 }).expect(200);
    const after = (await site('/api/content/news/feed.atom').expect(200)).text;
    const first = after.slice(after.indexOf('<entry>'), after.indexOf('</entry>'));
    expect(first).toContain('<![CDATA[Fees & timings <updated>]]>');
    expect(first).toContain(`${t.config.publicSiteUrl}/news/${item.slug}`);
    expect(first).toContain('<p>New hours from Monday.</p>');
    // A feed reader shows what it gets: absolute links, no screen-reader words, no empty lines.
    expect(first).toContain(
      `<p>See <a href="${t.config.publicSiteUrl}/contact-us">the centres</a> and <a href="https://maps.example/k">the map</a>.</p>`,
    );
    expect(first).not.toContain('opens in a new tab');
    expect(first).not.toContain('<p></p>');
    const blog = (await site('/api/content/blog/feed.atom').expect(200)).text;
    expect(blog.match(/<entry>/g)).toHaveLength(20);
    const none = await site('/api/content/faq/feed.atom').expect(404);
    expect(none.body.message).toBe('Only the blog and the news have a feed.');
  });

  it('the sitemap’s addresses: every live item with a page of its own, in the site’s order', async () => {
    const addresses = async () =>
      (await site('/api/content-addresses').expect(200)).body.data as {
        kind: string;
        url: string;
      }[];
    const live = async (kind: string) =>
      ((await site(`/api/content/${kind}`).expect(200)).body.data as { url: string }[]).map(
        (item) => ({ kind, url: item.url }),
      );
    const before = await addresses();
    // Blog posts and news items only: an FAQ or a publication has no page of its own.
    expect(before.map(({ kind, url }) => ({ kind, url }))).toEqual([
      ...(await live('blog')),
      ...(await live('news')),
    ]);
    const item = await draft('Open on Sundays');
    expect((await addresses()).map((a) => a.url)).not.toContain(`/news/${item.slug}`);
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 1 }).expect(200);
    expect((await addresses()).map((a) => a.url)).toContain(`/news/${item.slug}`);
  });

  it('schedules: refused in the past; live at its time without anything else happening', async () => {
    const item = await draft('Scheduled for later');
    const past = await publisher
      .post(`/api/admin/content/news/${item.id}/publish`, {
        version: 1,
        at: '2020-01-01T09:00:00Z',
      })
      .expect(400);
    expect(past.body.details.at).toBe(
      'The time to publish is in the past. Choose a later time, or publish now.',
    );
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await publisher
      .post(`/api/admin/content/news/${item.id}/publish`, { version: 1, at })
      .expect(200);
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publish_at: at });
    await site(`/api/content/news/${item.slug}`).expect(404);
    const filtered = await publisher.get('/api/admin/content/news?status=scheduled').expect(200);
    expect(filtered.body.data.map((i: { id: number }) => i.id)).toEqual([item.id]);
    await new Promise((r) => setTimeout(r, 1800));
    await site(`/api/content/news/${item.slug}`).expect(200);
    const now = (await publisher.get(`/api/admin/content/news/${item.id}`).expect(200)).body.data;
    expect(now.status).toBe('published');
  });

  it('two editors on one item: the second change is refused with who changed it and when', async () => {
    const item = await draft('Two hands');
    const body = { title: 'First hand', date: '2026-11-20', fields: NEWS, version: 1 };
    await publisher.patch(`/api/admin/content/news/${item.id}`, body).expect(200);
    const second = await editor
      .patch(`/api/admin/content/news/${item.id}`, { ...body, title: 'Second hand' })
      .expect(409);
    expect(second.body.message).toMatch(
      /^This item was changed by asha at \d{1,2}:\d{2} (am|pm) IST\. Reload to see their version\.$/,
    );
    const kept = (await editor.get(`/api/admin/content/news/${item.id}`).expect(200)).body.data;
    expect(kept).toMatchObject({ title: 'First hand', version: 2, updated_by: 'asha' });
    // The same person in two tabs is told it was them, not someone else.
    const own = await publisher
      .patch(`/api/admin/content/news/${item.id}`, { ...body, title: 'Older tab' })
      .expect(409);
    expect(own.body.message).toMatch(
      /^You saved this item in another tab or window at \d{1,2}:\d{2} (am|pm) IST\. Reload to see that version\.$/,
    );
  });

  it('PATCH changes only the parts it names; of the fields, only the fields it names', async () => {
    const item = await draft('Partly changed', {
      seo_description: 'Kept.',
      body: doc([text('Kept body.')]),
    });
    const path = `/api/admin/content/news/${item.id}`;
    const renamed = (await editor.patch(path, { title: 'Renamed', version: 1 }).expect(200)).body
      .data;
    expect(renamed).toMatchObject({
      title: 'Renamed',
      slug: item.slug,
      date: '2026-11-20',
      fields: NEWS,
      seo_description: 'Kept.',
      body: doc([text('Kept body.')]),
      version: 2,
    });
    const described = (
      await editor
        .patch(path, { fields: { description: 'Only the description.' }, version: 2 })
        .expect(200)
    ).body.data;
    expect(described).toMatchObject({
      title: 'Renamed',
      fields: { image: NEWS.image, description: 'Only the description.' },
    });
    // A part sent as null is checked, not dropped: the title cannot be emptied, a field can be.
    const emptied = await editor.patch(path, { title: null, version: 3 }).expect(400);
    expect(emptied.body.details).toEqual({ title: 'Title is required.' });
    const noImage = await editor.patch(path, { fields: { image: '' }, version: 3 }).expect(400);
    expect(noImage.body.details).toEqual({ 'fields.image': 'Image is required.' });
    const cleared = (
      await editor.patch(path, { seo_description: null, body: null, version: 3 }).expect(200)
    ).body.data;
    expect(cleared).toMatchObject({ title: 'Renamed', seo_description: null, body: null });
  });

  it('keeps a revision of every save, and restores an earlier one as the next version', async () => {
    const item = await draft('Version one');
    const edit = (title: string, version: number, extra: object = {}) =>
      editor
        .patch(`/api/admin/content/news/${item.id}`, {
          title,
          date: '2026-11-20',
          fields: NEWS,
          version,
          ...extra,
        })
        .expect(200);
    await edit('Version two', 1);
    await edit('Version three', 2, {
      date: '2026-11-21',
      body: doc([text('The centre in Kothrud opens on Monday at 9 am.')]),
    });
    const revisions = (await editor.get(`/api/admin/content/news/${item.id}/revisions`).expect(200))
      .body;
    // Each names what it changed by the form's labels, and starts its text, so an editor can
    // tell which one to restore.
    expect(
      revisions.data.map(
        (r: {
          version: number;
          title: string;
          saved_by: string;
          changed: string[];
          excerpt: string;
        }) => [r.version, r.title, r.saved_by, r.changed, r.excerpt],
      ),
    ).toEqual([
      [
        3,
        'Version three',
        'meera',
        ['Title', 'Date', 'Content'],
        'The centre in Kothrud opens on Monday at 9 am.',
      ],
      [2, 'Version two', 'meera', ['Title'], 'A new centre opens.'],
      [1, 'Version one', 'meera', [], 'A new centre opens.'],
    ]);
    // A page of one still reads its change against the revision before it.
    const second = (
      await editor.get(`/api/admin/content/news/${item.id}/revisions?page=2&pageSize=1`).expect(200)
    ).body.data;
    expect(second).toMatchObject([{ version: 2, changed: ['Title'] }]);
    const first = revisions.data[2].id;
    await editor
      .post(`/api/admin/content/news/${item.id}/revisions/${first}/restore`, { version: 2 })
      .expect(409);
    const restored = await editor
      .post(`/api/admin/content/news/${item.id}/revisions/${first}/restore`, { version: 3 })
      .expect(200);
    expect(restored.body.data).toMatchObject({ title: 'Version one', version: 4, status: 'draft' });

    // Publishing counts a version and keeps no revision: the history numbers its saves 1, 2, 3…
    // so every number it shows is one that exists.
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 4 }).expect(200);
    await publisher
      .patch(`/api/admin/content/news/${item.id}`, {
        title: 'Version one, corrected',
        date: '2026-11-20',
        fields: NEWS,
        version: 5,
      })
      .expect(200);
    const after = (await editor.get(`/api/admin/content/news/${item.id}/revisions`).expect(200))
      .body;
    expect(after.total).toBe(5);
    expect(
      after.data.map((r: { number: number; version: number }) => [r.number, r.version]),
    ).toEqual([
      [5, 6],
      [4, 4],
      [3, 3],
      [2, 2],
      [1, 1],
    ]);
    const paged = await editor
      .get(`/api/admin/content/news/${item.id}/revisions?page=2&pageSize=2`)
      .expect(200);
    expect(paged.body.data.map((r: { number: number }) => r.number)).toEqual([3, 2]);

    // Any two, in either order: the words each part lost and gained, older to newer.
    const id = (n: number) => after.data.find((r: { number: number }) => r.number === n).id;
    const compared = (
      await editor
        .get(`/api/admin/content/news/${item.id}/revisions/compare?from=${id(3)}&to=${id(1)}`)
        .expect(200)
    ).body.data;
    expect(compared.from).toMatchObject({ number: 1, saved_by: 'meera' });
    expect(compared.to).toMatchObject({ number: 3, saved_by: 'meera' });
    const words = (label: string) =>
      compared.parts
        .find((part: { label: string }) => part.label === label)
        .changes.map((c: { text: string; change: string }) =>
          c.change === 'same' ? c.text : `[${c.change}:${c.text}]`,
        )
        .join('');
    expect(compared.parts.map((part: { label: string }) => part.label)).toEqual([
      'Title',
      'Date',
      'Content',
    ]);
    expect(words('Title')).toBe('Version [removed:one][added:three]');
    expect(words('Content')).toBe('[added:The centre in Kothrud opens on Monday at 9 am.]');
    const same = await editor
      .get(`/api/admin/content/news/${item.id}/revisions/compare?from=${id(4)}&to=${id(1)}`)
      .expect(200);
    expect(same.body.data.parts).toEqual([]);
    const wrong = await editor
      .get(`/api/admin/content/news/${item.id}/revisions/compare?from=${id(1)}&to=abc`)
      .expect(400);
    expect(wrong.body.message).toBe('from and to must be revision ids (whole numbers).');
    await editor
      .get(`/api/admin/content/news/${item.id}/revisions/compare?from=${id(1)}&to=999999`)
      .expect(404);
    const audit = await t.db.query(
      `SELECT target FROM audit_log WHERE action = 'content.revert' AND target LIKE $1`,
      [`news item #${item.id} %`],
    );
    expect(audit.map((a: { target: string }) => a.target)).toEqual([
      `news item #${item.id} "Version one" to revision 1`,
    ]);
  });

  it('review: an editor submits a draft, a publisher sends it back with a note, then publishes it', async () => {
    const item = await draft('Screening camp in Nashik');
    const submit = (version: number) =>
      editor.post(`/api/admin/content/news/${item.id}/submit`, { version });
    const submitted = await submit(1).expect(200);
    expect(submitted.body.data).toMatchObject({ status: 'in_review', version: 2 });
    expect((await submit(2).expect(409)).body.message).toBe(
      'This item is already waiting for review.',
    );
    // The queue: every kind, the longest waiting first.
    const queue = (await publisher.get('/api/admin/content-review').expect(200)).body;
    expect(queue.data.map((i: { id: number }) => i.id)).toContain(item.id);
    expect(queue.data.find((i: { id: number }) => i.id === item.id)).toMatchObject({
      kind: 'news',
      status: 'in_review',
    });
    // Only a publisher sends back, and only with a note.
    await editor
      .post(`/api/admin/content/news/${item.id}/send-back`, { version: 2, note: 'Fine' })
      .expect(403);
    const noNote = await publisher
      .post(`/api/admin/content/news/${item.id}/send-back`, { version: 2, note: '   ' })
      .expect(400);
    expect(noNote.body.details.note).toBe(
      'Write what should change before it can be published (up to 500 characters).',
    );
    const sentBack = await publisher
      .post(`/api/admin/content/news/${item.id}/send-back`, {
        version: 2,
        note: 'Add the camp’s address and hours.',
      })
      .expect(200);
    expect(sentBack.body.data).toMatchObject({
      status: 'draft',
      version: 3,
      review_note: { text: 'Add the camp’s address and hours.', by: 'asha' },
    });
    const again = await publisher
      .post(`/api/admin/content/news/${item.id}/send-back`, { version: 3, note: 'Again' })
      .expect(409);
    expect(again.body.message).toBe(
      'This item is not waiting for review: it may have been published or sent back.',
    );
    // The editor reads the note, fixes the draft (the note stays until it is published), submits.
    const fixed = await editor
      .patch(`/api/admin/content/news/${item.id}`, {
        title: 'Screening camp in Nashik, 5 December',
        date: '2026-11-20',
        fields: NEWS,
        version: 3,
      })
      .expect(200);
    expect(fixed.body.data.review_note).toMatchObject({ by: 'asha' });
    await submit(4).expect(200);
    const live = await publisher
      .post(`/api/admin/content/news/${item.id}/publish`, { version: 5 })
      .expect(200);
    expect(live.body.data).toMatchObject({ status: 'published', review_note: null });
    expect((await submit(6).expect(409)).body.message).toBe(
      'Only a draft can be submitted for review: this item is already on the site or scheduled.',
    );
    const left = (await publisher.get('/api/admin/content-review').expect(200)).body.data;
    expect(left.map((i: { id: number }) => i.id)).not.toContain(item.id);
    const audit = await t.db.query(
      `SELECT username, action FROM audit_log WHERE target LIKE $1 ORDER BY id`,
      [`news item #${item.id} %`],
    );
    expect(
      audit.map((a: { username: string; action: string }) => `${a.username} ${a.action}`),
    ).toEqual([
      'meera content.create',
      'meera content.submit',
      'asha content.send-back',
      'meera content.update',
      'meera content.submit',
      'asha content.publish',
    ]);
  });

  it('search: the words of titles, fields and bodies, in one kind or across every kind', async () => {
    const news = await draft('Camp in Nagpur', {
      body: doc([text('Free mammography screenings all week at the civil hospital.')]),
    });
    const faq = (
      await editor
        .post('/api/admin/content/faq', {
          title: 'Who should be screened?',
          fields: { section: 'hrc' },
          body: doc([text('Anyone with a family history.')]),
        })
        .expect(201)
    ).body.data;
    const titles = (res: request.Response) => res.body.data.map((i: { title: string }) => i.title);
    // One kind: a word of the body, stemmed ("mammogram" is not "mammography"; "screening" is "screen").
    const inNews = await editor.get('/api/admin/content/news?search=screening').expect(200);
    expect(titles(inNews)).toContain('Camp in Nagpur');
    expect(
      titles(await editor.get('/api/admin/content/news?search=civil%20hospital').expect(200)),
    ).toEqual(['Camp in Nagpur']);
    // The slug as typed still finds it.
    expect(
      titles(
        await editor.get(`/api/admin/content/news?search=${news.slug.slice(0, 9)}`).expect(200),
      ),
    ).toContain('Camp in Nagpur');
    // Every kind: the FAQ whose title has the word comes before the news item whose body has it.
    const all = await editor.get('/api/admin/content-search?search=screen').expect(200);
    const found = titles(all);
    expect(found).toEqual(expect.arrayContaining(['Who should be screened?', 'Camp in Nagpur']));
    expect(found.indexOf('Who should be screened?')).toBeLessThan(found.indexOf('Camp in Nagpur'));
    expect(all.body.data.find((i: { id: number }) => i.id === faq.id).kind).toBe('faq');
    // A search engine's syntax is words, not an error.
    await editor
      .get('/api/admin/content-search?search=%22civil%20hospital%22%20or%20-x')
      .expect(200);
    await editor.get("/api/admin/content-search?search=%26%7C!(':").expect(200);
    // A trashed item is not found.
    await publisher.delete(`/api/admin/content/news/${news.id}`).expect(200);
    expect(
      titles(await editor.get('/api/admin/content-search?search=mammography').expect(200)),
    ).toEqual([]);
  });

  it('a change to a live item is proposed, and the site changes only when a publisher publishes it', async () => {
    const item = await draft('Timings at the Thane centre', {
      body: doc([text('Open 9 am to 5 pm.')]),
    });
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 1 }).expect(200);
    const change = (title: string, version: number) => ({
      title,
      date: '2026-11-20',
      fields: NEWS,
      body: doc([text('Open 8 am to 6 pm.')]),
      version,
    });
    // An editor cannot change the live item, but proposes the change.
    await editor.patch(`/api/admin/content/news/${item.id}`, change('New timings', 2)).expect(403);
    const proposed = await editor
      .post(`/api/admin/content/news/${item.id}/propose`, change('New timings in Thane', 2))
      .expect(200);
    expect(proposed.body.data).toMatchObject({
      status: 'published',
      title: 'Timings at the Thane centre',
      version: 3,
      proposal: { by: 'meera', content: { title: 'New timings in Thane', slug: item.slug } },
    });
    // The site still shows the live text.
    const live = (await site(`/api/content/news/${item.slug}`).expect(200)).body.data;
    expect(live).toMatchObject({ title: 'Timings at the Thane centre' });
    expect(live.html).toContain('9 am to 5 pm');
    // It waits in the publishers' queue.
    const queue = (await publisher.get('/api/admin/content-review?pageSize=100').expect(200)).body;
    expect(queue.data.map((i: { id: number }) => i.id)).toContain(item.id);
    // Only a publisher publishes it; then the site has it, as a revision of its own.
    await editor
      .post(`/api/admin/content/news/${item.id}/proposal/publish`, { version: 3 })
      .expect(403);
    const published = await publisher
      .post(`/api/admin/content/news/${item.id}/proposal/publish`, { version: 3 })
      .expect(200);
    expect(published.body.data).toMatchObject({ title: 'New timings in Thane', proposal: null });
    expect((await site(`/api/content/news/${item.slug}`).expect(200)).body.data.html).toContain(
      '8 am to 6 pm',
    );
    const again = await publisher
      .post(`/api/admin/content/news/${item.id}/proposal/publish`, { version: 4 })
      .expect(409);
    expect(again.body.message).toBe(
      'This item has no proposed change: it may have been published or discarded.',
    );
    // A draft is saved, not proposed.
    const plain = await draft('Still a draft');
    const notLive = await editor
      .post(`/api/admin/content/news/${plain.id}/propose`, change('x', 1))
      .expect(409);
    expect(notLive.body.message).toBe(
      'This item is not on the site: save the change as a draft instead.',
    );

    // Restoring an earlier revision of a live item proposes it; on_site changes the site.
    const revisions = (await editor.get(`/api/admin/content/news/${item.id}/revisions`).expect(200))
      .body.data as { id: number; number: number }[];
    const first = revisions.find((r) => r.number === 1)!.id;
    const restore = (by: typeof editor, version: number, onSite?: boolean) =>
      by.post(`/api/admin/content/news/${item.id}/revisions/${first}/restore`, {
        version,
        ...(onSite === undefined ? {} : { on_site: onSite }),
      });
    const asProposal = (await restore(editor, 4).expect(200)).body.data;
    expect(asProposal).toMatchObject({
      title: 'New timings in Thane',
      proposal: { by: 'meera', content: { title: 'Timings at the Thane centre' } },
    });
    expect((await site(`/api/content/news/${item.slug}`).expect(200)).body.data.title).toBe(
      'New timings in Thane',
    );
    // Someone else's proposal: only a publisher discards it.
    await createUser(t, 'ravi', 'content_editor');
    const ravi = asStaff(t, await loginAs(t, 'ravi'));
    const notYours = await ravi
      .post(`/api/admin/content/news/${item.id}/proposal/discard`, { version: 5 })
      .expect(403);
    expect(notYours.body.message).toBe(
      'Only a publisher, or whoever proposed it, can discard a proposed change.',
    );
    await editor
      .post(`/api/admin/content/news/${item.id}/proposal/discard`, { version: 5 })
      .expect(200);
    await restore(editor, 6, true).expect(403);
    const onSite = (await restore(publisher, 6, true).expect(200)).body.data;
    expect(onSite).toMatchObject({ title: 'Timings at the Thane centre', proposal: null });
    const audit = await t.db.query(
      `SELECT username, action FROM audit_log WHERE target LIKE $1 ORDER BY id`,
      [`news item #${item.id} %`],
    );
    expect(
      audit.map((a: { username: string; action: string }) => `${a.username} ${a.action}`),
    ).toEqual([
      'meera content.create',
      'asha content.publish',
      'meera content.propose',
      'asha content.proposal-publish',
      'meera content.propose',
      'meera content.proposal-discard',
      'asha content.revert',
    ]);
  });

  it('an editor deletes their own draft that was never published, and nothing else', async () => {
    const own = await draft('A draft to throw away');
    const others = (
      await publisher
        .post('/api/admin/content/news', {
          title: 'Asha’s draft',
          date: '2026-11-20',
          fields: NEWS,
        })
        .expect(201)
    ).body.data;
    const refused = await editor.delete(`/api/admin/content/news/${others.id}`).expect(403);
    expect(refused.body.message).toBe(
      'Only a publisher can move this to the trash. You can delete your own drafts that were never published.',
    );
    await editor.delete(`/api/admin/content/news/${own.id}`).expect(200);
    // Once on the site, a draft again is still not the editor's to delete.
    const once = await draft('Was on the site once');
    await publisher.post(`/api/admin/content/news/${once.id}/publish`, { version: 1 }).expect(200);
    await publisher
      .post(`/api/admin/content/news/${once.id}/unpublish`, { version: 2 })
      .expect(200);
    await editor.delete(`/api/admin/content/news/${once.id}`).expect(403);
  });

  it('bulk: one action on a selection, each on the version the list showed; the rest reported', async () => {
    const [a, b, c] = [await draft('Bulk one'), await draft('Bulk two'), await draft('Bulk three')];
    // b changes after the list was read.
    await editor
      .patch(`/api/admin/content/news/${b.id}`, {
        title: 'Bulk two, changed',
        date: '2026-11-20',
        fields: NEWS,
        version: 1,
      })
      .expect(200);
    const bulk = (action: string, items: object[]) =>
      publisher.post('/api/admin/content/news/bulk', { action, items });
    await editor
      .post('/api/admin/content/news/bulk', {
        action: 'publish',
        items: [{ id: a.id, version: 1 }],
      })
      .expect(403);
    const published = (
      await bulk(
        'publish',
        [a, b, c].map((i) => ({ id: i.id, version: 1 })),
      ).expect(200)
    ).body.data;
    expect(published.done).toEqual([a.id, c.id]);
    expect(published.failed).toEqual([
      {
        id: b.id,
        title: 'Bulk two, changed',
        message: expect.stringMatching(/^This item was changed by meera at /),
      },
    ]);
    expect(published.message).toBe('2 items published. 1 item left as it was.');
    await site(`/api/content/news/${a.slug}`).expect(200);
    await site(`/api/content/news/${c.slug}`).expect(200);
    await site(`/api/content/news/${b.slug}`).expect(404);

    const off = (
      await bulk('unpublish', [
        { id: a.id, version: 2 },
        { id: b.id, version: 2 },
      ]).expect(200)
    ).body.data;
    expect(off).toMatchObject({
      done: [a.id],
      message: '1 item taken off the site. 1 item left as it was.',
    });
    expect(off.failed[0].message).toBe('This item is not on the site.');
    const trashed = (
      await bulk('trash', [
        { id: a.id, version: 3 },
        { id: c.id, version: 2 },
      ]).expect(200)
    ).body.data;
    expect(trashed.message).toBe('2 items moved to the trash.');

    const bad = await bulk('archive', [{ id: a.id, version: 1 }]).expect(400);
    expect(bad.body.message).toBe('action must be publish, unpublish or trash.');
    expect((await bulk('publish', []).expect(400)).body.message).toBe('Select at least one item.');
    const many = Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: 1 }));
    expect((await bulk('publish', many).expect(400)).body.message).toBe(
      'Select 100 items at most at a time.',
    );
    const missing = (await bulk('publish', [{ id: 999999, version: 1 }]).expect(200)).body.data;
    expect(missing.failed).toEqual([{ id: 999999, title: null, message: 'No such news item.' }]);
  });

  it('trash: off the site at once, listed apart, restorable, emptied after its days', async () => {
    const item = await draft('Going to the trash');
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 1 }).expect(200);
    await editor.delete(`/api/admin/content/news/${item.id}`).expect(403);
    const trashed = await publisher.delete(`/api/admin/content/news/${item.id}`).expect(200);
    expect(trashed.body.message).toBe('The news item is in the trash for 30 days.');
    await site(`/api/content/news/${item.slug}`).expect(404);
    const list = await publisher.get('/api/admin/content/news?search=going').expect(200);
    expect(list.body.data).toEqual([]);
    const trash = await publisher
      .get('/api/admin/content/news?trash=true&search=going')
      .expect(200);
    expect(trash.body.data.map((i: { id: number }) => i.id)).toEqual([item.id]);
    // A draft of the same title gets another slug: a restored item keeps its address.
    expect((await draft('Going to the trash')).slug).toBe('going-to-the-trash-2');
    await publisher.post(`/api/admin/content/news/${item.id}/restore`).expect(200);
    await site(`/api/content/news/${item.slug}`).expect(200);

    await publisher.delete(`/api/admin/content/news/${item.id}`).expect(200);
    await t.db.query(
      `UPDATE content_items SET deleted_at = now() - interval '31 days' WHERE id = $1`,
      [item.id],
    );
    const expired = await publisher.post(`/api/admin/content/news/${item.id}/restore`).expect(409);
    expect(expired.body.message).toBe(
      'Items stay in the trash for 30 days; this one can no longer be restored.',
    );
    expect(await t.app.get(ContentPublishing).purgeTrash()).toBe(1);
    await publisher.get(`/api/admin/content/news/${item.id}`).expect(404);
  });

  it('says what is wrong with each field, and keeps nothing of a refused item', async () => {
    const before = await t.db.query(`SELECT count(*)::int AS n FROM content_items`);
    const refuse = async (kind: string, body: object, status = 400) =>
      (await editor.post(`/api/admin/content/${kind}`, body).expect(status)).body;
    expect((await refuse('news', { fields: NEWS })).details.title).toBe('Title is required.');
    const missing = await refuse('news', { title: 'T', fields: {} });
    expect(missing.details).toEqual({
      'fields.image': 'Image is required.',
      'fields.description': 'Description is required.',
      date: 'Date is required.',
    });
    const wrong = await refuse('news', {
      title: 'T',
      date: '2026-02-30',
      fields: { ...NEWS, image: 'javascript:alert(1)', colour: 'red' },
    });
    expect(wrong.details).toEqual({
      'fields.colour': 'A news item has no field “colour”.',
      'fields.image': 'Image must be an uploaded image or a path under /images/.',
      date: 'Date must be a date (YYYY-MM-DD).',
    });
    const social = await refuse('news', {
      title: 'T',
      date: '2026-11-20',
      fields: NEWS,
      social_image: '/images/../secret.png',
    });
    expect(social.details).toEqual({
      social_image: 'Social image must be an uploaded image or a path under /images/.',
    });
    expect(
      (await refuse('news', { title: 'T', slug: '2024', date: '2026-11-20', fields: NEWS })).details
        .slug,
    ).toMatch(/^Slug: lowercase letters/);
    const taken = await refuse(
      'news',
      { title: 'T', slug: 'new-collection-centre-in-pune', date: '2026-11-20', fields: NEWS },
      409,
    );
    expect(taken.details.slug).toBe('This slug is taken by another news item. Choose another.');
    expect(
      (await refuse('faq', { title: 'Q?', fields: { section: 'hr' } })).details['fields.section'],
    ).toBe('Section: choose one of HrC, B3, AoB.');
    const article = await refuse('blog', {
      title: 'A post',
      date: '2026-11-20',
      fields: { image: '/images/cover-hrc.svg', description: 'D' },
    });
    expect(article.details).toEqual({ body: 'Article is required.' });
    const tooLong = await refuse('news', {
      title: 'T',
      date: '2026-11-20',
      fields: NEWS,
      body: doc([text('x'.repeat(100_001))]),
    });
    expect(tooLong.details.body).toMatch(/too long/);
    const after = await t.db.query(`SELECT count(*)::int AS n FROM content_items`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('no script, event handler or javascript: link typed into the editor reaches a page', async () => {
    const hostile = doc(
      [text('<script>alert(1)</script>')],
      [text('<img src=x onerror=alert(1)>')],
      [
        text('safe link', [
          { type: 'link', attrs: { href: 'https://kavach.example/', onclick: 'x()' } },
        ]),
      ],
    );
    const item = await draft('Hostile text', { body: hostile });
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 1 }).expect(200);
    const html = (await site(`/api/content/news/${item.slug}`).expect(200)).body.data
      .html as string;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const tags = html.match(/<[^>]*>/g) ?? [];
    expect(tags.filter((tag) => /^<\/?(script|img)\b|\son\w+=/i.test(tag))).toEqual([]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://kavach.example/"');
    const link = await refuse(
      doc([text('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])]),
    );
    expect(link).toBe('A link must start with https://, http://, mailto:, tel: or /.');
    expect(await refuse({ type: 'doc', content: [{ type: 'iframe' }] })).toMatch(/iframe/);

    async function refuse(body: object) {
      const res = await editor
        .post('/api/admin/content/news', { title: 'T', date: '2026-11-20', fields: NEWS, body })
        .expect(400);
      return res.body.details.body as string;
    }
  });
});
