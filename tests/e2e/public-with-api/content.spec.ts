/** The content, tribute and media pages: what each must show and where its links go. */
import { expect, hydrated, ONE_WIDTH, pauseClock, test } from './helpers';

test(
  'Who We Are: two tribute cards open /tribute/{name}, in Marathi too',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/about-us/the-company');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who We Are');
    const cards = page.locator('main article', { has: page.locator('a[href^="/tribute/"]') });
    await expect(cards).toHaveCount(2);
    await hydrated(page);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/tribute\/vasant-kelkar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Vasant Kelkar');
    await page.goto('/tribute/radhika-menon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radhika Menon');
    await expect(page.getByRole('link', { name: /Back to Who We Are/ })).toHaveAttribute(
      'href',
      '/about-us/the-company',
    );

    // In Marathi the page is translated whole, its tribute cards too (the names as written); the
    // tribute pages they open are in the same language's addresses.
    await page.goto('/mr/about-us/the-company');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आम्ही कोण आहोत');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    const marathiCards = page.locator('main article', {
      has: page.locator('a[href^="/mr/tribute/"]'),
    });
    await expect(marathiCards).toHaveCount(2);
    await expect(marathiCards.first()).toContainText('संस्थापक');
    await expect(marathiCards.first().getByRole('link')).toHaveAttribute(
      'href',
      '/mr/tribute/vasant-kelkar',
    );
  },
);

test(
  'Publications: five papers with every field and external links',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/science/publications');
    const papers = page.getByRole('list', { name: 'Publications' }).locator('article');
    await expect(papers).toHaveCount(5);
    for (let i = 0; i < 5; i++) {
      const paper = papers.nth(i);
      for (const term of ['Authors', 'Journal', 'Published', 'DOI'])
        await expect(paper.locator('dt', { hasText: term })).toHaveCount(1);
      await expect(paper.getByRole('heading', { level: 3 })).not.toBeEmpty();
      const links = paper.getByRole('link');
      await expect(links).toHaveCount(2);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('target', '_blank');
      }
    }
  },
);

test('Case studies: two', ONE_WIDTH, async ({ page }) => {
  await page.goto('/science/case-studies');
  await expect(page.locator('main article')).toHaveCount(2);
});

test(
  'Licensors, science behind the two tests, products, HrC; the licensors and the about overview in Hindi and Marathi',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/about-us/our-licensors');
    await expect(page.locator('main article')).toHaveCount(4);
    // Translated whole (lib/contentPages.ts), their cards too (the institutions' names as
    // written), and the frame around them: the navigation's name and its menu button.
    await page.goto('/hi/about-us/our-licensors');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे लाइसेंसदाता');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await expect(page.locator('main article')).toHaveCount(4);
    await expect(page.locator('main article').first()).toContainText('पुणे, महाराष्ट्र');
    await page.goto('/mr/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kavach Genomics विषयी');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'आमचे परवानादाते' })).toHaveAttribute(
      'href',
      '/mr/about-us/our-licensors',
    );
    await expect(
      page.getByRole('navigation', { name: 'मुख्य' }).locator('button[aria-controls="main-menu"]'),
    ).toHaveText('मेनू उघडा');
    await page.goto('/science/hrc-aob');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Science Behind the Two Tests',
    );
    await page.goto('/products');
    await expect(page.getByRole('link', { name: 'Explore B3 Onco' })).toHaveAttribute(
      'href',
      '/products/b-cube/onco',
    );
    await page.goto('/products/hrc');
    await expect(page.locator('main')).toContainText('93%');
  },
);

test('B3 onco: four steps, auto-advance every 5 s, clickable', ONE_WIDTH, async ({ page }) => {
  // A paused clock: the carousel's timers move only when the test says so.
  await pauseClock(page, Date.now() + 60_000);
  await page.goto('/products/b-cube/onco');
  await hydrated(page);
  const tabs = page.getByRole('tablist', { name: 'B3 test steps' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('step-panel')).toContainText('16 ml blood sample');
  await page.clock.runFor(4_900);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(100);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('step-panel')).toContainText('Sequencing');
  await page.clock.runFor(5_000);
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(3).click();
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('step-panel')).toContainText('Personalised insights');
});

test(
  'packages: survivor baseline rules, three partner hospitals, corporate',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/products/packages/cancer-survivor');
    const main = page.locator('main');
    await expect(main).toContainText('four tests within six months');
    await expect(main).toContainText('every 6 to 12 months');
    await expect(main).toContainText('two consecutive tests, a scan is recommended');
    await page.goto('/products/packages/hospitals');
    await expect(page.locator('main article')).toHaveCount(3);
    await page.goto('/products/packages/corporate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate Packages');
  },
);

test(
  'media lists: 8 videos, 9 press releases with Read More, 3 articles; media contact hours',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/media/video-coverage');
    await expect(page.getByTestId('media-cards').locator('article')).toHaveCount(8);
    await page.goto('/media/press-release');
    const releases = page.getByTestId('media-cards').locator('article');
    await expect(releases).toHaveCount(9);
    await expect(releases.first()).toContainText('Read More');
    await page.goto('/media/articles');
    await expect(page.locator('main article')).toHaveCount(3);
    await page.goto('/media/media-contact');
    await expect(page.locator('main')).toContainText('Monday to Friday, 9am-6pm IST');
  },
);

test(
  'video thumbnails fall back to the placeholder when they fail to load',
  ONE_WIDTH,
  async ({ page }) => {
    await page.route('**/images/cover-*.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/media/video-coverage');
    await hydrated(page);
    const first = page.getByTestId('media-cards').locator('img').first();
    await expect(first).toHaveAttribute('src', '/images/placeholder.svg');
  },
);

test(
  'publications: every publication icon falls back to the placeholder',
  ONE_WIDTH,
  async ({ page }) => {
    await page.route('**/images/icon-paper.svg', (route) => route.abort());
    await page.goto('/science/publications');
    await hydrated(page);
    const icons = page.getByRole('list', { name: 'Publications' }).locator('img');
    await expect(icons).toHaveCount(5);
    for (const icon of await icons.all()) {
      await icon.scrollIntoViewIfNeeded();
      await expect(icon).toHaveAttribute('src', '/images/placeholder.svg');
      await expect(icon).toBeVisible();
    }
  },
);

test(
  'back links: survivor → survivor package, diabetes pages → B3 for diabetes; translated pages in Hindi and Marathi link in their language',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/cancer-survivor');
    await expect(page.getByTestId('back-link')).toHaveAttribute(
      'href',
      '/products/packages/cancer-survivor',
    );
    for (const route of [
      '/diabetes-type1',
      '/diabetes-type2',
      '/diabetes-comorbidities',
      '/diabetescta',
    ]) {
      await page.goto(route);
      await expect(page.getByTestId('back-link')).toHaveAttribute(
        'href',
        '/products/b-cube/diabetes',
      );
    }
    await hydrated(page);
    await page.getByTestId('back-link').click();
    await expect(page).toHaveURL(/\/products\/b-cube\/diabetes$/);

    // The content pages translated whole (lib/contentPages.ts): in the page's language, with
    // no line saying the page is English and nothing marked English, their links in the same
    // language, to pages translated too (the survivor package, B3 for diabetes).
    await page.goto('/hi/cancer-survivor');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('कैंसर से उबरे व्यक्ति');
    await expect(page).toHaveTitle('कैंसर से उबरे व्यक्ति | Kavach Genomics');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await expect(page.getByTestId('back-link')).toHaveAttribute(
      'href',
      '/hi/products/packages/cancer-survivor',
    );
    await page.goto('/hi/products/packages/cancer-survivor');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('कैंसर से उबरे व्यक्तियों का पैकेज');
    await expect(page).toHaveTitle('कैंसर से उबरे व्यक्तियों का पैकेज | Kavach Genomics');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'कैंसर से उबरे व्यक्तियों का कार्यक्रम' })).toHaveAttribute(
      'href',
      '/hi/cancer-survivor',
    );
    await page.goto('/mr/diabetes-type1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('टाइप 1 मधुमेह');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'पुढील पावले' }).getByRole('link', { name: 'आमच्याशी बोला' }),
    ).toHaveAttribute('href', '/mr/diabetescta');
    await hydrated(page);
    await page.getByTestId('back-link').click();
    await expect(page).toHaveURL(/\/mr\/products\/b-cube\/diabetes$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मधुमेहासाठी B3');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  },
);
