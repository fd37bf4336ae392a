/**
 * The error page's two views in the page's language: an item that is not there (404) and a page
 * whose items the API could not give (503), as a +data throws them (lib/liveArticles.ts,
 * components/notFound/notFoundAbort.ts) and as pages/_error/+Page.tsx draws them. English keeps
 * its words exactly; Hindi and Marathi have theirs, with no English part marked lang="en".
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PageContext, PageContextServer } from 'vike/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromeFor } from '../../i18n/messages';
import { contentView } from '../../lib/contentViewFor.testing';
import { ERROR_TITLE, NOT_FOUND_TITLE } from '../../lib/pageTitles';
import { liveArticle, liveList, liveListPage } from '../../lib/liveArticles';
import type { Locale } from '../../lib/locale';
import type { ContentView } from '../../lib/publicApi';
import { data as jobData } from '../about-us/careers/@id/+data';
import { data as tributeData } from '../tribute/@name/+data';
import ErrorPage from './+Page';
import title from '../+title';

const shown = vi.hoisted(() => ({ pageContext: {} as object }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => shown.pageContext }));

/**
 * The API: each path's JSON answer; an item of a list it has is not there (404); any other path
 * gets no answer at all (the API down). The server keeps a content answer a few seconds: a test
 * reads a kind in a language no earlier test read it in, or reloads the modules.
 */
function api(answers: Record<string, unknown>) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = answers[url.pathname];
    const itemOfList = Object.keys(answers).some((path) => url.pathname.startsWith(`${path}/`));
    if (body === undefined && !itemOfList) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(body ?? { status: 'error', message: 'Not found' }), {
      status: body === undefined ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const list = (views: ContentView[]) => ({ status: 'success', data: views });
const blogs = (count: number) =>
  list(
    Array.from({ length: count }, (_, index) =>
      contentView('blog', { image: '', description: '', url: null }, { index, slug: `b-${index}` }),
    ),
  );

/** A +data's pageContext in `locale` at `path`. */
const pageIn = (locale: Locale, path: string, routeParams: Record<string, string> = {}) =>
  ({
    locale,
    urlPathname: path,
    routeParams,
    urlParsed: { search: {} },
  }) as unknown as PageContextServer;

/** What a +data threw, drawn by the error page as Vike gives it the abort (pageContext). */
async function errorPageOf(locale: Locale, read: () => unknown) {
  let thrown: unknown;
  try {
    await read();
  } catch (error) {
    thrown = error;
  }
  const abort = (thrown as { _pageContextAbort?: object } | undefined)?._pageContextAbort;
  expect(abort, 'the +data threw a render() abort').toBeTruthy();
  shown.pageContext = { ...abort, locale, pageId: '/pages/_error', chrome: chromeFor(locale) };
  return render(<ErrorPage />).container;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
/** The <title> pages/+title.ts gives the error page shown. */
const pageTitle = () => title(shown.pageContext as PageContext);

afterEach(() => vi.restoreAllMocks());

describe('the "unavailable for a moment" view (503)', () => {
  it.each([
    [
      'mr',
      'वारंवार विचारले जाणारे प्रश्न',
      'वारंवार विचारले जाणारे प्रश्न काही काळासाठी उपलब्ध नाहीत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
      'मुख्य पानावर जा',
    ],
    [
      'hi',
      'अक्सर पूछे जाने वाले प्रश्न',
      'अक्सर पूछे जाने वाले प्रश्न अभी कुछ देर के लिए उपलब्ध नहीं हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
      'होम पेज पर जाएँ',
    ],
    [
      'en',
      'Frequently Asked Questions',
      'The FAQs are unavailable for a moment. Please try again shortly.',
      'Go to the home page',
    ],
  ] as const)(
    'a list with the API down in %s (liveList): the page heading and sentence in its language',
    async (locale, h1, sentence, home) => {
      api({});
      const container = await errorPageOf(locale, () => liveList('faq', locale));
      expect(heading()).toBe(h1);
      expect(screen.getByRole('status').textContent).toBe(sentence);
      expect(screen.getByRole('link', { name: home })).toBeTruthy();
      expect(container.querySelectorAll('[lang]')).toHaveLength(0);
      expect(pageTitle()).toBe(
        { mr: 'काहीतरी चुकले', hi: 'कुछ गड़बड़ हो गई', en: 'Something went wrong' }[locale] +
          ' | Kavach Genomics',
      );
    },
  );

  it('a page with a heading of its own (/faqs/hrc, liveListPage) in Hindi and in English', async () => {
    api({});
    await errorPageOf('hi', () => liveListPage(pageIn('hi', '/faqs/hrc'), 'faq', 'faqsHrcTitle'));
    expect(heading()).toBe('HrC टेस्ट: अक्सर पूछे जाने वाले प्रश्न');
    cleanup();
    await errorPageOf('en', () =>
      liveListPage(pageIn('en', '/science/publications'), 'publication'),
    );
    expect(heading()).toBe('Publications');
    expect(screen.getByRole('status').textContent).toBe(
      'The publications are unavailable for a moment. Please try again shortly.',
    );
  });

  it('a content page’s heading is its translated hero’s (the publications in Marathi)', async () => {
    api({});
    const container = await errorPageOf('mr', () =>
      liveListPage(pageIn('mr', '/science/publications'), 'publication'),
    );
    expect(heading()).toBe('प्रकाशने');
    expect(screen.getByRole('status').textContent).toBe(
      'प्रकाशने काही काळासाठी उपलब्ध नाहीत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    );
    expect(container.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('an English view on a Hindi page (a reason without a language) keeps lang="en"', () => {
    shown.pageContext = {
      locale: 'hi',
      abortStatusCode: 503,
      abortReason: { contentUnavailable: { heading: 'Blogs', message: 'The blog posts are…' } },
      chrome: chromeFor('hi'),
    };
    const { container } = render(<ErrorPage />);
    expect(container.firstElementChild?.getAttribute('lang')).toBe('en');
  });
});

describe('the item-not-found view (404)', () => {
  it.each([
    ['hi', 31, 'ब्लॉग', 'ब्लॉग नहीं मिला', 'सूची में 31 ब्लॉग हैं; क्रमांक 99 पर कोई ब्लॉग नहीं है।', 'वापस जाएँ'],
    ['hi', 1, 'ब्लॉग', 'ब्लॉग नहीं मिला', 'सूची में 1 ब्लॉग है; क्रमांक 99 पर कोई ब्लॉग नहीं है।', 'वापस जाएँ'],
    [
      'mr',
      31,
      'ब्लॉग',
      'ब्लॉग सापडला नाही',
      'यादीत 31 ब्लॉग आहेत; क्रमांक 99 वर कोणताही ब्लॉग नाही.',
      'मागे जा',
    ],
    [
      'mr',
      1,
      'ब्लॉग',
      'ब्लॉग सापडला नाही',
      'यादीत 1 ब्लॉग आहे; क्रमांक 99 वर कोणताही ब्लॉग नाही.',
      'मागे जा',
    ],
    [
      'en',
      31,
      'Blogs',
      'Blog not found',
      'The list has 31 blogs; there is no blog at index 99.',
      'Back',
    ],
    [
      'en',
      1,
      'Blogs',
      'Blog not found',
      'The list has 1 blog; there is no blog at index 99.',
      'Back',
    ],
  ] as const)(
    'a blog post at index 99 of %s, %s in the list (liveArticle)',
    async (locale, count, h1, message, detail, back) => {
      // A list of its own length per case: the server keeps an answer per language a few seconds.
      vi.resetModules();
      const { liveArticle: fresh } = await import('../../lib/liveArticles');
      api({ '/api/content/blog': blogs(count) });
      const container = await errorPageOf(locale, () =>
        fresh(pageIn(locale, '/blog/99', { id: '99' }), 'blog'),
      );
      expect(heading()).toBe(h1);
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.getByText(detail)).toBeTruthy();
      expect(container.querySelectorAll('[lang]')).toHaveLength(0);
      // Back goes back in history; opened directly, to the list in the page's language.
      const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => {});
      vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
      fireEvent.click(screen.getByRole('button', { name: back }));
      expect(historyBack).toHaveBeenCalledOnce();
      const reason = (
        shown.pageContext as { abortReason: { itemNotFound: { fallbackHref: string } } }
      ).abortReason;
      expect(reason.itemNotFound.fallbackHref).toBe(locale === 'en' ? '/blog' : `/${locale}/blog`);
    },
  );

  it('a news item: the words English had, and in Marathi its plural', async () => {
    const news = (count: number) =>
      list(
        Array.from({ length: count }, (_, index) =>
          contentView(
            'news',
            { image: '', description: '', url: null },
            { index, slug: `n-${index}` },
          ),
        ),
      );
    api({ '/api/content/news': news(3) });
    await errorPageOf('en', () => liveArticle(pageIn('en', '/news/5', { id: '5' }), 'news'));
    expect(heading()).toBe('News');
    expect(screen.getByText('News not found')).toBeTruthy();
    expect(
      screen.getByText('The list has 3 news items; there is no news item at index 5.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    cleanup();
    await errorPageOf('mr', () => liveArticle(pageIn('mr', '/news/5', { id: '5' }), 'news'));
    expect(heading()).toBe('बातम्या');
    expect(screen.getByText('बातमी सापडली नाही')).toBeTruthy();
    expect(screen.getByText('यादीत 3 बातम्या आहेत; क्रमांक 5 वर कोणतीही बातमी नाही.')).toBeTruthy();
  });

  it('a job opening: English as it was, Hindi by address', async () => {
    const job = (id: number) => ({ id, title: `Job ${id}`, posted_date: '2026-01-01', url: '' });
    api({ '/api/jobs': { status: 'success', data: [job(1), job(2), job(3)] } });
    await errorPageOf('en', () => jobData(pageIn('en', '/about-us/careers/7', { id: '7' })));
    expect(heading()).toBe('Careers');
    expect(screen.getByText('Job opening not found')).toBeTruthy();
    expect(
      screen.getByText('The list has 3 open positions; there is no open position at index 7.'),
    ).toBeTruthy();
    cleanup();
    const container = await errorPageOf('hi', () =>
      jobData(pageIn('hi', '/about-us/careers/app-developer-99', { id: 'app-developer-99' })),
    );
    expect(heading()).toBe('करियर');
    expect(screen.getByText('खाली पद नहीं मिला')).toBeTruthy();
    expect(
      screen.getByText(
        'इस पते पर कोई खाली पद नहीं है: हो सकता है वह भर गया हो या बंद हो गया हो, या पता गलत लिखा गया हो।',
      ),
    ).toBeTruthy();
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it('a preview link that ran out: in Hindi under the page heading, back to the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"status":"error"}', {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const pageContext = pageIn('hi', '/faqs/aob');
    pageContext.urlParsed.search.preview = 'expired';
    const container = await errorPageOf('hi', () =>
      liveListPage(pageContext, 'faq', 'faqsAobTitle'),
    );
    expect(heading()).toBe('AoB टेस्ट: अक्सर पूछे जाने वाले प्रश्न');
    expect(screen.getByText('इस प्रीव्यू लिंक की अवधि समाप्त हो गई है या यह मान्य नहीं है।')).toBeTruthy();
    expect(screen.getByText('पैनल से नया प्रीव्यू खोलें।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeTruthy();
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
    const reason = (
      shown.pageContext as { abortReason: { itemNotFound: { fallbackHref: string } } }
    ).abortReason;
    expect(reason.itemNotFound.fallbackHref).toBe('/hi/faqs/aob');
  });

  it('a tribute: English as it was, Marathi with its plural', async () => {
    await errorPageOf('en', () => tributeData(pageIn('en', '/tribute/nobody', { name: 'nobody' })));
    expect(heading()).toBe('Tribute');
    expect(screen.getByText('Tribute not found')).toBeTruthy();
    expect(screen.getByText('There are 2 tributes; none is named “nobody”.')).toBeTruthy();
    cleanup();
    await errorPageOf('mr', () => tributeData(pageIn('mr', '/tribute/nobody', { name: 'nobody' })));
    expect(heading()).toBe('श्रद्धांजली');
    expect(screen.getByText('येथे 2 श्रद्धांजली आहेत; “nobody” नावाची एकही नाही.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मागे जा' })).toBeTruthy();
  });
});

describe('the page-not-found and something-went-wrong views', () => {
  it.each([
    ['en', true, 'Error 404', 'Page not found', NOT_FOUND_TITLE],
    ['en', false, 'Error 500', 'Something went wrong', ERROR_TITLE],
    ['hi', true, 'त्रुटि 404', 'पेज नहीं मिला', 'पेज नहीं मिला | Kavach Genomics'],
    ['mr', true, 'त्रुटी 404', 'पान सापडले नाही', 'पान सापडले नाही | Kavach Genomics'],
    ['mr', false, 'त्रुटी 500', 'काहीतरी चुकले', 'काहीतरी चुकले | Kavach Genomics'],
  ] as const)(
    'in %s (404: %s): its line above the heading, its heading and its <title>',
    (locale, is404, eyebrow, h1, pageTitleText) => {
      shown.pageContext = { locale, is404, pageId: '/pages/_error', chrome: chromeFor(locale) };
      const { container } = render(<ErrorPage />);
      expect(container.querySelector('.eyebrow')?.textContent).toBe(eyebrow);
      expect(heading()).toBe(h1);
      expect(pageTitle()).toBe(pageTitleText);
      if (locale !== 'en') expect(container.textContent).not.toMatch(/[A-Za-z]/);
    },
  );

  it('a title with no texts from the server is the English one, as before', () => {
    shown.pageContext = { is404: true, pageId: '/pages/_error' };
    expect(pageTitle()).toBe(NOT_FOUND_TITLE);
    shown.pageContext = { is404: false, pageId: '/pages/_error' };
    expect(pageTitle()).toBe(ERROR_TITLE);
  });
});
