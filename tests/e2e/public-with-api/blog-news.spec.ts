/**
 * /blog, /science/blogs, /blog/{id} and /news/{id}: lists, article pages, Recent Blogs and News,
 * JSON-LD; the blog grid of /resources and the latest news of /media.
 */
import { expect, hydrated, ONE_WIDTH, test } from './helpers';

test.describe('blog lists', () => {
  for (const route of ['/blog', '/science/blogs']) {
    test(
      `${route}: 4 newest posts, 'Explore more' adds 4 and disappears at the end`,
      ONE_WIDTH,
      async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
        const cards = page.locator('main article');
        await expect(cards).toHaveCount(4);
        // Newest first: May 6, 2025 is /blog/30.
        await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/blog/30');
        await hydrated(page);
        const more = page.getByRole('button', { name: 'Explore more' });
        for (let shown = 8; shown < 31; shown += 4) {
          await more.click();
          await expect(cards).toHaveCount(shown);
        }
        await more.click();
        await expect(cards).toHaveCount(31);
        await expect(more).toHaveCount(0);
        await expect(cards.last().getByRole('link')).toHaveAttribute('href', '/blog/0');
      },
    );
  }

  test('/science/blogs points search engines at /blog', ONE_WIDTH, async ({ page }) => {
    await page.goto('/science/blogs');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  });
});

test.describe('/blog/{id}', () => {
  test(
    'heading, description, cover, article body and the Meta Description handling',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/blog/2');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
      await expect(page.locator('main .page-hero p')).toHaveText(/From negligible to high/);
      const cover = page.getByRole('img', { name: 'Understanding Your HrC Score' });
      await expect(cover).toHaveAttribute('loading', 'lazy');
      const box = await cover.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(900);
      expect(box!.height).toBeLessThanOrEqual(350);
      const article = page.getByTestId('article');
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(
        'Understanding Your HrC Score',
      );
      await expect(article.locator('li strong').first()).toHaveText('Under 2:');
      await expect(article.locator('em').first()).toBeVisible();
      await expect(article).not.toContainText('Meta Description');
      await expect(article).not.toContainText('**');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^How to read your HrC report: the four score bands/,
      );
    },
  );

  test('cover is centred', async ({ page }) => {
    await page.goto('/blog/2');
    const cover = page.getByRole('img', { name: 'Understanding Your HrC Score' });
    const box = (await cover.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(12);
  });

  test('Recent Blogs: 4 others, newest first, current one left out; a card opens /blog/{index} at the top', async ({
    page,
  }) => {
    await page.goto('/blog/30');
    const recent = page.locator('section', {
      has: page.getByRole('heading', { name: 'Recent Blogs' }),
    });
    const links = recent.locator('article h3 a');
    await expect(links).toHaveCount(4);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/blog/29',
      '/blog/28',
      '/blog/27',
      '/blog/26',
    ]);
    await expect(recent.locator('article img').first()).toHaveCSS('height', '220px');
    await hydrated(page);
    await links.first().click();
    await expect(page).toHaveURL(/\/blog\/29$/);
    await expect(page.getByTestId('article').locator('h2')).toHaveText(
      'HrC Sample Collection Is Now Available in Delhi',
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(
    'the one post without an external url has no "Read the full post"; the last article links the journal paper',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/blog/30');
      await expect(page.getByRole('link', { name: /Read the full post/ })).toHaveCount(0);
      const paper = page
        .getByTestId('article')
        .getByRole('link', { name: /peer-reviewed overview/ });
      await expect(paper).toHaveAttribute(
        'href',
        'https://journal.example/articles/rna-sequencing-blood-based-biopsy-overview',
      );
      await expect(paper).toHaveAttribute('rel', 'noopener noreferrer');
      await page.goto('/blog/0');
      await expect(page.getByRole('link', { name: /Read the full post/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.linkedin\.example\//,
      );
    },
  );

  test('BlogPosting JSON-LD', ONE_WIDTH, async ({ page }) => {
    await page.goto('/blog/5');
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
    const post = data.find((d) => d['@type'] === 'BlogPosting');
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      url: expect.stringMatching(/\/blog\/5$/),
    });
    // A shared link draws the article: its cover (no social image of its own), as an article.
    const og = (name: string) => page.locator(`meta[property="${name}"]`);
    await expect(og('og:type')).toHaveAttribute('content', 'article');
    await expect(og('og:image')).toHaveAttribute('content', post.image);
    await expect(og('og:image:alt')).toHaveAttribute('content', post.headline);
    await expect(og('article:published_time')).toHaveAttribute('content', post.datePublished);
  });
});

test.describe('/news/{id}', () => {
  test(
    'heading News, title, image, description, content; Recent News = first 2 others',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/news/1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
      const article = page.getByTestId('article');
      await expect(article.locator('h2')).toHaveText(
        'New HrC collection centre opens on Whitefield Road, Bangalore',
      );
      await expect(article.locator('img')).toHaveAttribute('loading', 'lazy');
      await expect(article.locator('img')).toHaveAttribute(
        'alt',
        'New HrC collection centre opens on Whitefield Road, Bangalore',
      );
      await expect(article).toContainText('Our first collection centre outside Mumbai');
      await expect(article.locator('.prose p')).toHaveCount(4);
      const recent = page.locator('section', {
        has: page.getByRole('heading', { name: 'Recent News' }),
      });
      const links = recent.locator('article a');
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        '/news/0',
        '/news/2',
      ]);
      await hydrated(page);
      await links.first().click();
      await expect(page).toHaveURL(/\/news\/0$/);
      await expect(page.getByTestId('article').locator('h2')).toContainText(
        'Breast Cancer Awareness Month',
      );
    },
  );

  test('dates 12, 10 and 5 Oct 2024', ONE_WIDTH, async ({ page }) => {
    for (const [id, date] of [
      ['0', 'October 12, 2024'],
      ['1', 'October 10, 2024'],
      ['2', 'October 5, 2024'],
    ]) {
      await page.goto(`/news/${id}`);
      await expect(page.getByTestId('article').locator('header time')).toHaveText(date);
    }
  });
});

// Moved from tests/e2e/public/pages.spec.ts: the cards of /resources and /media are the API's.
test.describe('/resources and /media', () => {
  test(
    'recent blogs: 4, Explore more +4, gone when all 31 are shown; cards open /blog/{index}',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/resources');
      await hydrated(page);
      const grid = page.getByRole('region', { name: 'Recent Blogs' });
      const cards = grid.getByRole('article');
      await expect(cards).toHaveCount(4);
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/blog/30');
      for (let shown = 8; shown < 31; shown += 4) {
        await grid.getByRole('button', { name: 'Explore more' }).click();
        await expect(cards).toHaveCount(shown);
      }
      await grid.getByRole('button', { name: 'Explore more' }).click();
      await expect(cards).toHaveCount(31);
      await expect(grid.getByRole('button', { name: 'Explore more' })).toHaveCount(0);
      await expect(cards.last().getByRole('link')).toHaveAttribute('href', '/blog/0');
      await expect(page.getByRole('link', { name: 'Access Now' })).toHaveAttribute(
        'href',
        '/science/publications',
      );
      await expect(page.getByRole('link', { name: 'Join Us' })).toHaveAttribute(
        'href',
        '/contact-us',
      );
    },
  );

  test(
    'media: latest news 1 large + 2 small → /news/0..2, Featured In, Spotlight, Join the Conversation; in Hindi too',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/media');
      const latest = page.getByRole('region', { name: 'Latest News & Announcements' });
      const links = latest.getByRole('article').getByRole('link');
      await expect(links).toHaveCount(3);
      for (let i = 0; i < 3; i++) await expect(links.nth(i)).toHaveAttribute('href', `/news/${i}`);
      await expect(page.getByRole('link', { name: 'Know more' })).toHaveAttribute(
        'href',
        '/media/press-release',
      );
      await expect(
        page.getByRole('region', { name: 'In the Spotlight' }).getByRole('img'),
      ).toHaveCount(3);
      await expect(page.getByRole('link', { name: 'Mail Us' })).toHaveAttribute(
        'href',
        'mailto:media@kavach.example',
      );

      // The same page in Hindi: its own words in Hindi, its links in Hindi, the news (English
      // until translated) said to be English once.
      await page.goto('/hi/media');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'कैंसर की पहचान के भविष्य की दिशा में अग्रणी',
      );
      const hindiLatest = page.getByRole('region', { name: 'नवीनतम समाचार और घोषणाएँ' });
      await expect(hindiLatest.getByRole('article').getByRole('link').first()).toHaveAttribute(
        'href',
        '/hi/news/0',
      );
      await expect(page.getByRole('main').getByRole('note')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'और जानें' })).toHaveAttribute(
        'href',
        '/hi/media/press-release',
      );
      await expect(
        page
          .getByRole('region', { name: 'सुर्ख़ियों में' })
          .getByRole('img', { name: 'व्हाइटफ़ील्ड रोड, बेंगलुरु पर हमारा सैंपल संग्रह केंद्र' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'हमें ईमेल करें' })).toHaveAttribute(
        'href',
        'mailto:media@kavach.example',
      );
    },
  );
});

test('a post and a news item: nothing moves while the page and its cover load', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const url of ['/blog/0', '/news/0']) {
    await page.goto(url);
    await hydrated(page);
    const cover = page.getByTestId('article').getByRole('img').first();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Loaded: the page's fonts too; then a frame and a task, so every shift is reported.
    const shifted = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      return (window as unknown as { shifted: number }).shifted;
    });
    expect(shifted, url).toBe(0);
  }
});
