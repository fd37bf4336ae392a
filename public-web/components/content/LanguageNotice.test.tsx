/**
 * Content pages in Hindi and Marathi, from their +data (the API answering per language) to what
 * they draw: an item shown in English says so above it and is marked lang="en"; a translated one
 * neither; an English page nothing new.
 */
import { render, screen, within } from '@testing-library/react';
import type { PageContextServer } from 'vike/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromeFor, translatedPage } from '../../i18n/messages';
import { contentView } from '../../lib/contentViewFor.testing';
import type { Locale } from '../../lib/locale';
import type { ContentKind, ContentView } from '../../lib/publicApi';
import { data as blogPostData } from '../../pages/blog/@id/+data';
import BlogPostPage from '../../pages/blog/@id/+Page';
import { data as hrcFaqsData } from '../../pages/faqs/hrc/+data';
import HrcFaqsPage from '../../pages/faqs/hrc/+Page';
import { data as leadershipData } from '../../pages/about-us/leadership/+data';
import LeadershipPage from '../../pages/about-us/leadership/+Page';
import ComingSoonPage from '../../pages/coming-soon/+Page';
import { data as tributeData } from '../../pages/tribute/@name/+data';
import TributePage from '../../pages/tribute/@name/+Page';
import Layout from '../../pages/+Layout';

/** What the page reads with useData and usePageContext: set by each test. */
const shown = vi.hoisted(() => ({ data: undefined as unknown, pageContext: {} as object }));
vi.mock('vike-react/useData', () => ({ useData: () => shown.data }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => shown.pageContext }));

/**
 * The API: each kind's live items in the language asked for where `translated` says it has a
 * translation in it, else in English. Each test asks in a language of its own, as the server's
 * content cache keeps an answer a few seconds.
 */
function api(views: Record<string, ContentView[]>, translated: Record<string, Locale[]>) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname + url.search);
    const [, , , kind, item] = url.pathname.split('/');
    const lang = (url.searchParams.get('lang') ?? 'en') as Locale;
    const inLanguage = (view: ContentView) =>
      translated[view.slug]?.includes(lang)
        ? { ...view, title: `${view.title} (${lang})`, language: lang }
        : view;
    const list = views[kind].map(inLanguage);
    const data = item === undefined ? list : list.find((view) => String(view.index) === item);
    return new Response(JSON.stringify({ status: 'success', data }), {
      status: data ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

/** The Vike page of each path the tests open. */
const PAGE_IDS: Record<string, string> = {
  '/blog/0': '/pages/blog/@id',
  '/faqs/hrc': '/pages/faqs/hrc',
  '/about-us/leadership': '/pages/about-us/leadership',
  '/coming-soon': '/pages/coming-soon',
  '/tribute/vasant-kelkar': '/pages/tribute/@name',
};

/** A page in `locale` at `path`, as +onBeforeRoute and +onBeforeRender leave it. */
function pageIn(locale: Locale, path: string, routeParams: Record<string, string> = {}) {
  shown.pageContext = {
    locale,
    urlPathname: path,
    pageId: PAGE_IDS[path],
    chrome: chromeFor(locale),
    pageTexts: translatedPage(locale, PAGE_IDS[path]!)?.texts,
  };
  return {
    locale,
    urlPathname: path,
    routeParams,
    urlParsed: { search: {} },
  } as unknown as PageContextServer;
}

const posts = [0, 1].map((index) =>
  contentView(
    'blog',
    { image: '/images/a.svg', description: `About post ${index}`, url: null },
    {
      index,
      slug: `post-${index}`,
      title: `Post ${index}`,
      date: 'Oct 15, 2023',
      iso_date: '2023-10-15',
      url: `/blog/post-${index}`,
    },
  ),
);

const faq = (index: number, slug: string): ContentView<ContentKind> =>
  contentView(
    'faq',
    { section: 'hrc' },
    { index, slug, title: `Question ${slug}`, html: `<p>Answer ${slug}</p>` },
  );
const faqs = [faq(0, 'price'), faq(1, 'fasting')];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a blog post on a Hindi or Marathi page', () => {
  it('in English: a line in Hindi above it, and the article marked lang="en"', async () => {
    const asked = api({ blog: posts }, {});
    shown.data = await blogPostData(pageIn('hi', '/blog/0', { id: '0' }));
    render(<BlogPostPage />);
    expect(asked).toContain('/api/content/blog/0?lang=hi');
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('यह लेख अभी हिन्दी में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।');
    // The line is in the page's language, in a frame whose body is marked English.
    expect(note.getAttribute('lang')).toBe('hi');
    const article = screen.getByTestId('article');
    expect(article.getAttribute('lang')).toBe('en');
    expect(within(article).getByRole('heading', { name: 'Post 0' })).toBeTruthy();
    // Above the article.
    expect(note.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('translated: no line, and the article marked in its language, not English', async () => {
    const asked = api({ blog: posts }, { 'post-0': ['mr'], 'post-1': ['mr'] });
    shown.data = await blogPostData(pageIn('mr', '/blog/0', { id: '0' }));
    render(<BlogPostPage />);
    expect(asked).toContain('/api/content/blog/0?lang=mr');
    expect(screen.queryByRole('note')).toBeNull();
    const article = screen.getByTestId('article');
    expect(article.getAttribute('lang')).toBe('mr');
    expect(within(article).getByRole('heading', { name: 'Post 0 (mr)' })).toBeTruthy();
    // The other post's card below it is Marathi too.
    expect(screen.getByRole('link', { name: 'Post 1 (mr)' }).closest('article')?.lang).toBe('mr');
  });

  it('on an English page: no line and no lang, the reads asked without a language', async () => {
    const asked = api({ blog: posts }, { 'post-0': ['hi', 'mr'] });
    shown.data = await blogPostData(pageIn('en', '/blog/0', { id: '0' }));
    const { container } = render(<BlogPostPage />);
    expect(asked.sort()).toEqual(['/api/content/blog', '/api/content/blog/0']);
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
    expect(shown.data).not.toHaveProperty('languageNotice');
  });
});

describe('a list page (the HrC FAQs) on a Hindi or Marathi page', () => {
  const items = () => screen.getAllByRole('listitem');

  it('some in English: one line in the page’s language above the list; each marked', async () => {
    api({ faq: faqs }, { price: ['hi'] });
    shown.data = await hrcFaqsData(pageIn('hi', '/faqs/hrc'));
    render(<HrcFaqsPage />);
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0].textContent).toBe(
      'इनमें से कुछ अभी हिन्दी में उपलब्ध नहीं हैं, इसलिए उन्हें अंग्रेज़ी में दिखाया गया है।',
    );
    expect(notes[0].getAttribute('lang')).toBe('hi');
    const question = (item: HTMLElement) => item.querySelector('button span')?.textContent;
    expect(items().map((item) => [question(item), item.lang])).toEqual([
      ['Question price (hi)', 'hi'],
      ['Question fasting', 'en'],
    ]);
    const list = items()[0].parentElement!;
    expect(notes[0].compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('all translated: no line, and no item marked English', async () => {
    api({ faq: faqs }, { price: ['mr'], fasting: ['mr'] });
    shown.data = await hrcFaqsData(pageIn('mr', '/faqs/hrc'));
    render(<HrcFaqsPage />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(items().map((item) => item.lang)).toEqual(['mr', 'mr']);
  });

  it('on an English page: as before, no line and no lang', async () => {
    api({ faq: faqs }, { price: ['hi'] });
    shown.data = await hrcFaqsData(pageIn('en', '/faqs/hrc'));
    const { container } = render(<HrcFaqsPage />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});

/** A page in its frame (pages/+Layout.tsx), as a reader sees it: its <main>. */
function inFrame(page: React.ReactNode) {
  render(<Layout>{page}</Layout>);
  return screen.getByRole('main');
}

const leader = (index: number, group: 'management' | 'board' | 'advisors', slug: string) =>
  contentView(
    'leader',
    { group, description: `Role of ${slug}`, image: '', fullBio: [`About ${slug}`] },
    { index, slug, title: `Person ${slug}` },
  );
const leaders = [leader(0, 'management', 'asha'), leader(1, 'board', 'ravi')];

describe('the leadership page in Hindi or Marathi (its people the API’s)', () => {
  it('its hero and headings in Hindi, no line saying the page is English; a person in English says so', async () => {
    api({ leader: leaders }, { asha: ['hi'] });
    shown.data = await leadershipData(pageIn('hi', '/about-us/leadership'));
    const main = inFrame(<LeadershipPage />);
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(
      'हमारी प्रबंधन टीम से मिलें',
    );
    expect(within(main).getByRole('heading', { name: 'निदेशक मंडल' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'मुख्य सलाहकार और निवेशक:' })).toBeTruthy();
    expect(main.textContent).toContain('पूरा परिचय पढ़ने के लिए');
    // The only note is the list's, in Hindi (Ravi is in English): not the frame's.
    const notes = within(main).getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      'इनमें से कुछ अभी हिन्दी में उपलब्ध नहीं हैं, इसलिए उन्हें अंग्रेज़ी में दिखाया गया है।',
    ]);
    expect(main.querySelector(':scope > div[lang="en"]')).toBeNull();
    expect(main.textContent).not.toMatch(/Leadership|Meet Our|Board of|Key Advisors|read the full/);
    // Each portrait's words in the page's language, marked so inside a person in English.
    const ravi = within(main).getByRole('button', { name: /Person ravi/ });
    expect(ravi.closest('li')?.lang).toBe('en');
    expect(within(ravi).getByText(': पूरा परिचय पढ़ें').getAttribute('lang')).toBe('hi');
  });

  it('in Marathi, everyone translated: no note at all', async () => {
    api({ leader: leaders }, { asha: ['mr'], ravi: ['mr'] });
    shown.data = await leadershipData(pageIn('mr', '/about-us/leadership'));
    const main = inFrame(<LeadershipPage />);
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(
      'आमच्या व्यवस्थापन टीमची ओळख',
    );
    expect(within(main).queryByRole('note')).toBeNull();
  });

  it('in English: the words it always had', async () => {
    api({ leader: leaders }, { asha: ['hi'] });
    shown.data = await leadershipData(pageIn('en', '/about-us/leadership'));
    const main = inFrame(<LeadershipPage />);
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Meet Our Management');
    expect(main.textContent).toContain(
      'The people who lead Kavach Genomics. Choose a portrait to read the full biography.',
    );
    expect(within(main).getByRole('heading', { name: 'Board of Directors' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Key Advisors & Investors:' })).toBeTruthy();
    expect(within(main).getAllByText(': read the full biography')).toHaveLength(2);
    expect(within(main).queryByRole('note')).toBeNull();
    expect(main.querySelectorAll('[lang]')).toHaveLength(0);
  });
});

describe('the coming-soon page', () => {
  it.each([
    ['hi', 'जल्द आ रहा है', 'हमारी सेवाएँ', 'संपर्क करें'],
    ['mr', 'लवकरच येत आहे', 'आमच्या सेवा', 'संपर्क साधा'],
    ['en', 'Coming Soon', 'What we offer', 'Contact Us'],
  ] as const)(
    'in %s: its heading, sentence and buttons, no English line',
    (locale, h1, offer, contact) => {
      pageIn(locale, '/coming-soon');
      const main = inFrame(<ComingSoonPage />);
      expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(h1);
      expect(within(main).getByRole('link', { name: offer }).getAttribute('href')).toBe(
        locale === 'en' ? '/whatweoffer' : `/${locale}/whatweoffer`,
      );
      expect(within(main).getByRole('link', { name: contact })).toBeTruthy();
      expect(within(main).queryByRole('note')).toBeNull();
      expect(main.querySelectorAll('[lang]')).toHaveLength(0);
      if (locale !== 'en') expect(main.textContent).not.toMatch(/[A-Za-z]/);
      else
        expect(main.textContent).toContain(
          'We are working on this page. In the meantime, explore our tests or get in touch.',
        );
    },
  );
});

describe('a tribute’s page', () => {
  const path = '/tribute/vasant-kelkar';
  const open = (locale: Locale) => {
    shown.data = tributeData(pageIn(locale, path, { name: 'vasant-kelkar' }));
    return inFrame(<TributePage />);
  };

  it('in Hindi: all of it in Hindi, the name as written; no English line', () => {
    const main = open('hi');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Dr. Vasant Kelkar');
    expect(main.textContent).toContain('स्नेहपूर्ण स्मृति में');
    expect(main.textContent).toContain('संस्थापक · 1949 – 2021');
    expect(main.textContent).toContain('Dr. Kelkar का 2021 में निधन हो गया।');
    expect(
      within(main).getByRole('region', { name: 'Dr. Vasant Kelkar को याद करते हुए' }),
    ).toBeTruthy();
    expect(
      within(main).getByRole('link', { name: '← हम कौन हैं पर वापस जाएँ' }).getAttribute('href'),
    ).toBe('/hi/about-us/the-company');
    expect(within(main).queryByRole('note')).toBeNull();
    expect(main.querySelectorAll('[lang]')).toHaveLength(0);
    // No English left but the names (and the shield's *Kavach* rendered as कवच).
    const rest = main.textContent!.replace(/Dr\.|Vasant|Kelkar|Kavach Genomics/g, '');
    expect(rest).not.toMatch(/[A-Za-z]/);
  });

  it('in Marathi: its heading in Marathi', () => {
    const main = open('mr');
    expect(main.textContent).toContain('प्रेमळ स्मृतीत');
    expect(within(main).getByRole('link', { name: '← आम्ही कोण आहोत कडे परत जा' })).toBeTruthy();
    expect(within(main).queryByRole('note')).toBeNull();
  });

  it('in English: as it always was', () => {
    const main = open('en');
    expect(main.textContent).toContain('In loving memory');
    expect(main.textContent).toContain('Founder · 1949 – 2021');
    expect(
      within(main).getByRole('region', { name: 'Remembering Dr. Vasant Kelkar' }),
    ).toBeTruthy();
    expect(within(main).getByRole('link', { name: '← Back to Who We Are' })).toBeTruthy();
    expect(main.querySelectorAll('[lang]')).toHaveLength(0);
  });
});

describe('the frame (pages/+Layout.tsx) the tests above read', () => {
  it('says so above a page not translated yet (no pageTexts), and marks its body English', () => {
    shown.pageContext = {
      locale: 'hi',
      urlPathname: '/a-page-still-to-translate',
      pageId: '/pages/a-page-still-to-translate',
      chrome: chromeFor('hi'),
    };
    const main = inFrame(<p>English body</p>);
    expect(within(main).getByRole('note').textContent).toBe(chromeFor('hi').fallbackNotice);
    expect(within(main).getByText('English body').closest('[lang]')?.getAttribute('lang')).toBe(
      'en',
    );
  });
});
