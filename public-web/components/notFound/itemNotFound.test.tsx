import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SITE_KINDS } from '../../lib/siteKinds';
import { ItemNotFound } from './ItemNotFound';
import { asItemNotFound, type ItemNotFoundView } from './itemNotFound';
import { listItemNotFound, type MissingListItemWords } from './notFoundAbort';

/** The view a +data threw (Vike keeps its reason on the error it throws). */
function viewOf(error: Error): ItemNotFoundView {
  const abort = (error as Error & { _pageContextAbort: { abortReason: unknown; is404: boolean } })
    ._pageContextAbort;
  expect(abort.is404).toBe(true);
  return asItemNotFound(abort.abortReason)!;
}

const JOB: MissingListItemWords = {
  heading: 'careersTitle',
  notFound: 'missingJob',
  atIndex: 'missingJobAtIndex',
  atAddress: 'missingJobAtAddress',
  fallbackHref: '/about-us/careers',
};

describe('item not found', () => {
  it('states the list length and the index asked for, and speaks of a slug as an address', () => {
    const detail = (words: MissingListItemWords, length: number, asked: string) =>
      viewOf(listItemNotFound('en', words, length, asked)).detail;
    const { blog, news } = SITE_KINDS;
    expect(detail(blog.itemPage, 31, '99')).toBe(
      'The list has 31 blogs; there is no blog at index 99.',
    );
    expect(detail(news.itemPage, 1, '7')).toBe(
      'The list has 1 news item; there is no news item at index 7.',
    );
    expect(detail(JOB, 3, '9'.repeat(100))).toContain('9'.repeat(40) + '…');
    expect(detail(news.itemPage, 4, 'kavach-opens-in-nashik')).toBe(
      'There is no news item at this address: it may have been taken down, or the address may be mistyped.',
    );
    expect(detail(JOB, 3, 'app-developer-9')).toBe(
      'There is no open position at this address: it may have been filled or closed, or the address may be mistyped.',
    );
  });

  it("is worded in the page's language, Back and the list's address too", () => {
    expect(viewOf(listItemNotFound('mr', JOB, 1, '4'))).toEqual({
      heading: 'करिअर',
      message: 'रिक्त पद सापडले नाही',
      detail: 'यादीत 1 रिक्त पद आहे; क्रमांक 4 वर कोणतेही रिक्त पद नाही.',
      back: 'मागे जा',
      fallbackHref: '/mr/about-us/careers',
      lang: 'mr',
    });
    expect(viewOf(listItemNotFound('hi', SITE_KINDS.blog.itemPage, 31, '99'))).toMatchObject({
      heading: 'ब्लॉग',
      detail: 'सूची में 31 ब्लॉग हैं; क्रमांक 99 पर कोई ब्लॉग नहीं है।',
      back: 'वापस जाएँ',
      fallbackHref: '/hi/blog',
      lang: 'hi',
    });
  });

  const view = viewOf(listItemNotFound('en', SITE_KINDS.blog.itemPage, 31, '99'));

  it('reads only its own abort reason', () => {
    expect(asItemNotFound({ itemNotFound: view })).toEqual(view);
    expect(asItemNotFound(undefined)).toBeNull();
    expect(asItemNotFound('Blog not found')).toBeNull();
    expect(asItemNotFound({ itemNotFound: { heading: 1 } })).toBeNull();
  });

  it('renders the heading, the message and a Back button that goes back in history', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    render(<ItemNotFound {...view} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blogs');
    expect(screen.getByText('Blog not found')).toBeTruthy();
    expect(screen.getByText(/31 blogs.*index 99/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
