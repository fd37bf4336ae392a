import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentView } from './contentViewFor.testing';
import { articleOf, mediaItemOf, parseContentItem, parseContentList, personOf } from './publicApi';
import {
  contentCache,
  loadContentItem,
  loadContentList,
  loadContentListPreview,
  loadContentPreview,
} from './serverApi';

const post = (over: Parameters<typeof contentView<'blog'>>[2] = {}) =>
  contentView(
    'blog',
    { image: '/images/a.svg', description: 'About it', url: null },
    {
      slug: 'first-post',
      title: 'First post',
      date: 'Oct 15, 2023',
      iso_date: '2023-10-15',
      url: '/blog/first-post',
      ...over,
    },
  );

describe('content answers', () => {
  it('a list keeps the API order; another shape or another kind is "could not load"', () => {
    const list = [post(), post({ index: 1, slug: 'second' })];
    expect(parseContentList({ status: 'success', data: list }, 'blog')).toEqual(list);
    expect(parseContentList({ status: 'success', data: list }, 'news')).toBeNull();
    expect(parseContentList({ status: 'error', data: list }, 'blog')).toBeNull();
    expect(
      parseContentList({ status: 'success', data: [{ index: 0 }] } as never, 'blog'),
    ).toBeNull();
    expect(parseContentList(undefined, 'blog')).toBeNull();
  });

  it('one item, or null for another shape or kind', () => {
    const one = post({ html: '<p>Hi</p>' });
    expect(parseContentItem({ status: 'success', data: one }, 'blog')).toEqual(one);
    expect(parseContentItem({ status: 'success', data: one }, 'faq')).toBeNull();
    expect(parseContentItem({ status: 'success', data: { slug: '' } } as never, 'blog')).toBeNull();
  });

  it('a blog view as its card shows it: no url when the post has no external one', () => {
    expect(articleOf(post())).toEqual({
      image: '/images/a.svg',
      title: 'First post',
      description: 'About it',
      date: 'Oct 15, 2023',
      isoDate: '2023-10-15',
    });
    const external = contentView('blog', {
      image: '',
      description: '',
      url: 'https://x.example/p',
    });
    expect(articleOf(external).url).toBe('https://x.example/p');
  });

  it('an image uploaded in the panel comes with its widths and its alt text; another has none', () => {
    const address = '/api/content-images/1b9d-1440.webp';
    const images = {
      [address]: {
        url: address,
        alt: 'Two lab technicians at a sequencer',
        width: 1440,
        height: 810,
        srcset: '/api/content-images/1b9d-480.webp 480w, /api/content-images/1b9d-1440.webp 1440w',
      },
    };
    expect(articleOf(post({ images }))).not.toHaveProperty('picture');
    const uploaded = contentView('blog', { image: address, description: '' }, { images });
    expect(articleOf(uploaded).picture).toEqual({
      srcSet: '/api/content-images/1b9d-480.webp 480w, /api/content-images/1b9d-1440.webp 1440w',
      alt: 'Two lab technicians at a sequencer',
    });
    const news = contentView('news', { image: address, description: '' }, { images });
    expect(articleOf(news).picture?.alt).toBe('Two lab technicians at a sequencer');
    // The same for the other kinds with images: press releases, videos, leaders.
    const video = contentView('video', { image: address, url: 'https://x.example' }, { images });
    expect(mediaItemOf(video).picture?.srcSet).toContain('480w');
    const leader = contentView(
      'leader',
      { group: 'board', description: 'D', image: address, fullBio: [] },
      { images },
    );
    expect(personOf(leader).picture?.alt).toBe('Two lab technicians at a sequencer');
  });

  it('a news view as its card shows it, under the names a blog post uses', () => {
    const news = contentView(
      'news',
      { image: '/images/n.svg', description: 'What happened' },
      { title: 'First post', date: 'October 15, 2023', iso_date: '2023-10-15', url: '/news/n' },
    );
    expect(articleOf(news)).toEqual({
      image: '/images/n.svg',
      title: 'First post',
      description: 'What happened',
      date: 'October 15, 2023',
      isoDate: '2023-10-15',
    });
  });
});

describe('contentCache (5 s per URL, stale on failure)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the API once per URL within the time, again after it', async () => {
    let now = 0;
    const cached = contentCache(5000, () => now);
    const read = vi.fn(async () => ({ ok: true as const, value: now }));
    expect(await cached('/a', read)).toEqual({ ok: true, value: 0 });
    now = 4999;
    expect(await cached('/a', read)).toEqual({ ok: true, value: 0 });
    expect(await cached('/b', read)).toEqual({ ok: true, value: 4999 });
    now = 5000;
    expect(await cached('/a', read)).toEqual({ ok: true, value: 5000 });
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('a failure serves the last answer with a warning; with none it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let now = 0;
    const cached = contentCache(5000, () => now);
    await cached('/a', async () => ({ ok: true, value: 'old' }));
    now = 9000;
    const failed = async () => ({ ok: false as const, missing: false });
    expect(await cached('/a', failed)).toEqual({ ok: true, value: 'old' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/a'));
    expect(await cached('/b', failed)).toEqual({ ok: false, missing: false });
  });

  it('a 404 is an answer: the unpublished item is gone, not served stale', async () => {
    let now = 0;
    const cached = contentCache(5000, () => now);
    await cached('/a', async () => ({ ok: true, value: 'live' }));
    now = 6000;
    const missing = async () => ({ ok: false as const, missing: true });
    expect(await cached('/a', missing)).toEqual({ ok: false, missing: true });
    const failed = async () => ({ ok: false as const, missing: false });
    expect(await cached('/a', failed)).toEqual({ ok: false, missing: false });
  });
});

describe("the content reads ask in the page's language", () => {
  afterEach(() => vi.restoreAllMocks());

  /**
   * The API, answering each read with items in the language asked for (English when none is),
   * titled by it; the addresses it was asked, in order. Each test reads kinds of its own: the
   * module's cache outlives a test.
   */
  function api() {
    const asked: URL[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url);
      const kind = url.pathname.split('/')[3] as 'case_study';
      const language = (url.searchParams.get('lang') ?? 'en') as 'en' | 'hi' | 'mr';
      const item = contentView(
        kind,
        { subtitle: 'S', points: [], highlight: 'H' },
        { title: `In ${language}`, language },
      );
      const data = url.pathname.split('/').length > 4 ? item : [item];
      return new Response(JSON.stringify({ status: 'success', data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    return asked;
  }
  const titles = (loaded: { ok: boolean; items?: { title: string }[] }) =>
    loaded.items?.map((view) => view.title);

  it('a Hindi or Marathi page asks with its lang; an English page with none, as before', async () => {
    const asked = api();
    expect(titles(await loadContentList('case_study', 'hi'))).toEqual(['In hi']);
    expect(titles(await loadContentList('publication', 'mr'))).toEqual(['In mr']);
    expect(titles(await loadContentList('video', 'en'))).toEqual(['In en']);
    expect(asked.map((url) => url.pathname + url.search)).toEqual([
      '/api/content/case_study?lang=hi',
      '/api/content/publication?lang=mr',
      '/api/content/video',
    ]);
  });

  it('one item, and the previews, in the page’s language too', async () => {
    const asked = api();
    const one = await loadContentItem('news', 'first-news', 'mr');
    expect(one.ok && one.item.title).toBe('In mr');
    await loadContentItem('news', 'second-news', 'en');
    await loadContentPreview('blog', 'first-post', 'tok', 'hi');
    await loadContentListPreview('faq', 'tok', 'mr');
    await loadContentListPreview('faq', 'tok', 'en');
    expect(asked.map((url) => url.pathname + url.search)).toEqual([
      '/api/content/news/first-news?lang=mr',
      '/api/content/news/second-news',
      '/api/content/blog/first-post?preview=tok&lang=hi',
      '/api/content/faq?preview=tok&lang=mr',
      '/api/content/faq?preview=tok',
    ]);
  });

  it('the cache keeps each language’s answer apart: one never serves another’s', async () => {
    const asked = api();
    expect(titles(await loadContentList('leader', 'en'))).toEqual(['In en']);
    expect(titles(await loadContentList('leader', 'hi'))).toEqual(['In hi']);
    expect(titles(await loadContentList('leader', 'mr'))).toEqual(['In mr']);
    // Within the time, each language's answer again, from the cache.
    expect(titles(await loadContentList('leader', 'hi'))).toEqual(['In hi']);
    expect(titles(await loadContentList('leader', 'en'))).toEqual(['In en']);
    const item = await loadContentItem('press_release', '0', 'hi');
    expect(item.ok && item.item.title).toBe('In hi');
    const english = await loadContentItem('press_release', '0', 'en');
    expect(english.ok && english.item.title).toBe('In en');
    expect(asked).toHaveLength(5);
  });
});
