import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blogPostOf,
  mediaItemOf,
  newsItemOf,
  parseContentItem,
  parseContentList,
  personOf,
} from './publicApi';
import type { ContentView } from './publicApi';
import { contentCache } from './serverApi';

const view = (over: Partial<ContentView> = {}): ContentView => ({
  index: 0,
  slug: 'first-post',
  title: 'First post',
  date: 'Oct 15, 2023',
  iso_date: '2023-10-15',
  fields: { image: '/images/a.svg', description: 'About it', url: null },
  html: null,
  seo_description: null,
  social_image: null,
  images: {},
  updated_at: '2026-11-27T06:00:00.000Z',
  url: '/blog/first-post',
  ...over,
});

describe('content answers', () => {
  it('a list keeps the API order; another shape is "could not load"', () => {
    const list = [view(), view({ index: 1, slug: 'second' })];
    expect(parseContentList({ status: 'success', data: list })).toEqual(list);
    expect(parseContentList({ status: 'error', data: list })).toBeNull();
    expect(parseContentList({ status: 'success', data: [{ index: 0 }] } as never)).toBeNull();
    expect(parseContentList(undefined)).toBeNull();
  });

  it('one item, or null for another shape', () => {
    const one = view({ html: '<p>Hi</p>' });
    expect(parseContentItem({ status: 'success', data: one })).toEqual(one);
    expect(parseContentItem({ status: 'success', data: { slug: '' } } as never)).toBeNull();
  });

  it('a blog view as its card shows it: no url when the post has no external one', () => {
    expect(blogPostOf(view())).toEqual({
      image: '/images/a.svg',
      title: 'First post',
      description: 'About it',
      date: 'Oct 15, 2023',
      isoDate: '2023-10-15',
    });
    const external = view({ fields: { image: '', description: '', url: 'https://x.example/p' } });
    expect(blogPostOf(external).url).toBe('https://x.example/p');
  });

  it('an image uploaded in the panel comes with its widths and its alt text; another has none', () => {
    const address = '/api/content-images/1b9d-1440.webp';
    const uploaded = view({
      fields: { image: address, description: 'About it', url: null },
      images: {
        [address]: {
          url: address,
          alt: 'Two lab technicians at a sequencer',
          width: 1440,
          height: 810,
          srcset:
            '/api/content-images/1b9d-480.webp 480w, /api/content-images/1b9d-1440.webp 1440w',
        },
      },
    });
    expect(blogPostOf(uploaded).picture).toEqual({
      srcSet: '/api/content-images/1b9d-480.webp 480w, /api/content-images/1b9d-1440.webp 1440w',
      alt: 'Two lab technicians at a sequencer',
    });
    expect(newsItemOf({ ...uploaded, fields: { img: address, desc: '' } }).picture?.alt).toBe(
      'Two lab technicians at a sequencer',
    );
    expect(blogPostOf(view())).not.toHaveProperty('picture');
    // The same for the other kinds with images: press releases, videos, leaders.
    expect(
      mediaItemOf({ ...uploaded, fields: { image: address, url: 'https://x.example' } }).picture
        ?.srcSet,
    ).toContain('480w');
    expect(personOf({ ...uploaded, fields: { image: address, fullBio: [] } }).picture?.alt).toBe(
      'Two lab technicians at a sequencer',
    );
  });

  it('a news view as its card shows it', () => {
    const news = view({ fields: { img: '/images/n.svg', desc: 'What happened' }, url: '/news/n' });
    expect(newsItemOf(news)).toEqual({
      img: '/images/n.svg',
      title: 'First post',
      desc: 'What happened',
      date: 'Oct 15, 2023',
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
