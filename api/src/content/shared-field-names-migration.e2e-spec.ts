import request from 'supertest';
import { contentItems } from '../../test/factories/content-items';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { SharedFieldNames1764600000600 } from '../platform/database/migrations/1764600000600-SharedFieldNames';

/**
 * A news item's image and description were `img` and `desc`. Written as they were, in the item,
 * its proposal and its revisions, they read after the migration under the names a blog post uses.
 */
describe('news fields before they shared the blog’s names (migration 1764600000600)', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  let blogId: number;
  const revisions: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'admin', 'admin');
    token = await loginAs(t, 'admin');
    const old = { img: '/images/news-1.svg', desc: 'A new centre opens.' };
    const migration = new SharedFieldNames1764600000600();
    const runner = t.db.createQueryRunner();
    try {
      await migration.down(runner);
      ({ id } = await contentItems.insert(t.db, {
        slug: 'pune-centre',
        title: 'Pune centre',
        fields: JSON.stringify(old),
      }));
      // A blog post keeps its own keys: only news items are renamed.
      ({ id: blogId } = await contentItems.insert(t.db, {
        kind: 'blog',
        slug: 'a-post',
        title: 'A post',
        fields: JSON.stringify({ image: '/images/b.svg', description: 'Kept.', desc: 'Not news.' }),
      }));
      const snapshot = (desc: string) => ({
        title: 'Pune centre',
        slug: 'pune-centre',
        dated: '2026-11-01',
        position: 0,
        fields: { ...old, desc },
        body: null,
        seoDescription: null,
        socialImage: null,
      });
      await runner.query(
        `UPDATE content_items SET proposal = $2, proposal_by = 'admin', proposal_at = now() WHERE id = $1`,
        [id, JSON.stringify(snapshot('Proposed words.'))],
      );
      for (const [version, desc] of [
        [1, 'First words.'],
        [2, 'A new centre opens.'],
      ] as const)
        revisions.push(
          (
            (await runner.query(
              `INSERT INTO content_revisions (item_id, version, snapshot, saved_by)
               VALUES ($1, $2, $3, 'admin') RETURNING id`,
              [id, version, JSON.stringify(snapshot(desc))],
            )) as { id: number }[]
          )[0].id,
        );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
  });
  afterAll(() => t?.close());

  const admin = (path: string) =>
    request(t.http).get(path).set('Authorization', `Bearer ${token}`).expect(200);

  it('reads the item, its proposal and its revisions under image and description', async () => {
    const item = (await admin(`/api/admin/content/news/${id}`)).body.data;
    expect(item.fields).toEqual({
      image: '/images/news-1.svg',
      description: 'A new centre opens.',
    });
    expect(item.proposal.content.fields).toEqual({
      image: '/images/news-1.svg',
      description: 'Proposed words.',
    });
    const compared = (
      await admin(
        `/api/admin/content/news/${id}/revisions/compare?from=${revisions[0]}&to=${revisions[1]}`,
      )
    ).body.data;
    expect(compared.parts.map((p: { label: string }) => p.label)).toEqual(['Description']);
    const blog = (await admin(`/api/admin/content/blog/${blogId}`)).body.data;
    expect(blog.fields).toEqual({
      image: '/images/b.svg',
      description: 'Kept.',
      desc: 'Not news.',
    });
  });
});
