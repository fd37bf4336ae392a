/**
 * The kinds without a page per item show on their list pages as staff publish them, without a
 * build: an FAQ (its answer's HTML and the FAQPage JSON-LD) and a leadership profile appear
 * within 5 s, and go as fast when unpublished.
 */
import {
  expect,
  GATEWAY,
  hydrated,
  ONE_WIDTH,
  publisherToken,
  shows,
  staff,
  test,
} from './helpers';

test(
  'a published HrC FAQ shows on /faqs/hrc with its answer and in the JSON-LD; unpublished, it goes',
  ONE_WIDTH,
  async ({ page, request }) => {
    const api = staff(request, await publisherToken(request));
    const question = `Can I give my sample in Pune ${Date.now()}?`;
    const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const draft = await api.post('/api/admin/content/faq', {
      title: question,
      fields: { section: 'hrc' },
      body: {
        type: 'doc',
        content: [
          paragraph('Yes, at two centres:'),
          {
            type: 'bulletList',
            content: [
              { type: 'listItem', content: [paragraph('Kothrud')] },
              { type: 'listItem', content: [paragraph('Baner')] },
            ],
          },
        ],
      },
    });
    const { version } = await api.post(`/api/admin/content/faq/${draft.id}/publish`, {
      version: draft.version,
    });
    try {
      await shows(page, '/faqs/hrc', question);
      await hydrated(page);
      await page.getByRole('button', { name: question }).click();
      const answer = page.getByRole('region', { name: question });
      await expect(answer.locator('p').first()).toHaveText('Yes, at two centres:');
      await expect(answer.locator('ul > li')).toHaveText(['Kothrud', 'Baner']);
      const ld = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')));
      const faqPage = ld.find((d) => d['@type'] === 'FAQPage');
      expect(faqPage.mainEntity).toContainEqual({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, at two centres:\n• Kothrud\n• Baner' },
      });
      await shows(page, '/faqs', question);

      // Its Marathi, once published, is what /mr/faqs/hrc shows, in a page that is Marathi
      // around it; the questions still in English are said to be, once.
      const marathiQuestion = `मी माझा नमुना पुण्यात देऊ शकतो का ${Date.now()}?`;
      const marathi = await api.put(`/api/admin/content/faq/${draft.id}/translations/mr`, {
        title: marathiQuestion,
        fields: {},
        body: { type: 'doc', content: [paragraph('होय, दोन केंद्रांवर.')] },
        version: 0,
      });
      await api.post(`/api/admin/content/faq/${draft.id}/translations/mr/publish`, {
        version: marathi.version,
      });
      await shows(page, '/mr/faqs/hrc', marathiQuestion);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'HrC चाचणी: वारंवार विचारले जाणारे प्रश्न',
      );
      await expect(page.getByRole('navigation', { name: 'प्रश्नांचे विषय' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('note')).toHaveText(
        'यांपैकी काही अद्याप मराठीत उपलब्ध नाहीत, म्हणून ते इंग्रजीत दाखवले आहेत.',
      );
      await expect(page.locator('li[lang="mr"]', { hasText: marathiQuestion })).toHaveCount(1);
      await expect(page.getByRole('link', { name: /HrC चाचणी करा/ })).toBeVisible();
    } finally {
      await api.post(`/api/admin/content/faq/${draft.id}/unpublish`, { version });
    }
    await shows(page, '/faqs/hrc', question, false);
  },
);

test(
  'a published advisor shows on /about-us/leadership under Key Advisors; unpublished, it goes',
  ONE_WIDTH,
  async ({ page, request }) => {
    const api = staff(request, await publisherToken(request));
    const name = `Dr. Asha Kulkarni ${Date.now()}`;
    const draft = await api.post('/api/admin/content/leader', {
      title: name,
      fields: {
        group: 'advisors',
        description: 'Adviser on laboratory quality',
        fullBio: ['She set up quality systems for three laboratories.'],
      },
    });
    const { version } = await api.post(`/api/admin/content/leader/${draft.id}/publish`, {
      version: draft.version,
    });
    try {
      await shows(page, '/about-us/leadership', name);
      const advisors = page.getByRole('region', { name: 'Key Advisors & Investors:' });
      await expect(advisors.getByRole('button', { name: new RegExp(name) })).toContainText(
        'Adviser on laboratory quality',
      );
    } finally {
      await api.post(`/api/admin/content/leader/${draft.id}/unpublish`, { version });
    }
    await shows(page, '/about-us/leadership', name, false);
  },
);

test(
  'the panel’s preview of a leadership profile shows the draft on the leadership page, not indexed, not kept; a link tampered with shows why it fails',
  ONE_WIDTH,
  async ({ page, request }) => {
    const token = await publisherToken(request);
    const api = staff(request, token);
    const name = `Dr. Meera Joshi ${Date.now()}`;
    const draft = await api.post('/api/admin/content/leader', {
      title: name,
      fields: {
        group: 'advisors',
        description: 'Clinical advisor',
        fullBio: ['Oncologist in Pune.'],
      },
    });
    try {
      const { url } = (await (
        await request.post(`${GATEWAY}/api/admin/content/leader/${draft.id}/preview`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as { url: string };
      expect(url).toMatch(/^\/about-us\/leadership\?preview=/);
      const shown = await page.goto(url);
      expect(shown?.status()).toBe(200);
      expect(shown?.headers()['cache-control']).toBe('private, no-store');
      expect(shown?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('main')).toContainText(name);
      // The live profiles are there too: it is the page as it will be.
      await expect(page.locator('main')).toContainText('Board of Directors');

      await page.goto('/about-us/leadership');
      await expect(page.locator('main')).not.toContainText(name);

      const link = new URL(url, 'http://site');
      const signed = link.searchParams.get('preview')!;
      link.searchParams.set('preview', signed.slice(0, -1) + (signed.endsWith('A') ? 'B' : 'A'));
      const tampered = await page.goto(link.pathname + link.search);
      expect(tampered?.status()).toBe(404);
      await expect(page.locator('main')).toContainText(
        'This preview link has run out or is not valid.',
      );
    } finally {
      await request.delete(`${GATEWAY}/api/admin/content/leader/${draft.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  },
);

test(
  'the preview of a B3 FAQ opens /resources, the one page that shows B3 FAQs, with the draft open and in view past "View More"',
  ONE_WIDTH,
  async ({ page, request }) => {
    const token = await publisherToken(request);
    const question = `Does the B3 test need fasting ${Date.now()}?`;
    const draft = await staff(request, token).post('/api/admin/content/faq', {
      title: question,
      fields: { section: 'b3' },
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'No fasting is needed.' }] },
        ],
      },
    });
    try {
      const { url } = (await (
        await request.post(`${GATEWAY}/api/admin/content/faq/${draft.id}/preview`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as { url: string };
      expect(url).toMatch(new RegExp(`^/resources\\?preview=[^#]+#question-${draft.slug}$`));
      const shown = await page.goto(url);
      expect(shown?.status()).toBe(200);
      expect(shown?.headers()['cache-control']).toBe('private, no-store');
      await hydrated(page);
      // A new item comes last: beyond the first five the B3 list shows.
      const toggle = page.getByRole('button', { name: question });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toBeInViewport();
      await expect(page.getByRole('region', { name: question })).toHaveText(
        'No fasting is needed.',
      );

      await page.goto('/resources');
      await expect(page.locator('main')).not.toContainText(question);
    } finally {
      await request.delete(`${GATEWAY}/api/admin/content/faq/${draft.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  },
);
