import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pageContextElement, readPageContext } from './browserPageContext';

/** The page the browser gets: the element at the end of its body, as HTML. */
const pageWith = (element: string) =>
  new JSDOM(
    `<!DOCTYPE html><html><body><div id="root"></div>${element}<p id="after">after</p></body></html>`,
  ).window.document;

describe('the page context in the page', () => {
  it('gives the browser what the islands read, as the server had it', () => {
    const context = {
      locale: 'hi',
      chrome: { skipToContent: 'मुख्य सामग्री पर जाएँ' },
      pageTexts: undefined,
      urlPathname: '/hi/blog/inside-the-lab',
    };
    const { pageTexts: _absent, ...expected } = context;
    expect(readPageContext(pageWith(pageContextElement(context)))).toEqual(expected);
  });

  it("leaves out the page's data: an article is in the page once, not again as JSON", () => {
    const context = {
      pageId: '/pages/blog/@id',
      data: { post: { title: 'Inside the lab', html: '<p>The whole article</p>' } },
      urlPathname: '/blog/inside-the-lab',
    };
    const element = pageContextElement(context);
    expect(element).not.toContain('The whole article');
    expect(readPageContext(pageWith(element))).toEqual({ urlPathname: '/blog/inside-the-lab' });
  });

  it('keeps what only the server needs on the server: request headers, cookies, SEO, the URL asked for', () => {
    const context = {
      pageId: '/pages/contact-us',
      urlPathname: '/contact-us',
      headers: { cookie: 'session=secret' },
      urlOriginal: '/contact-us?token=secret',
      seo: { title: 'Contact us', description: null },
    };
    const element = pageContextElement(context);
    expect(element).not.toContain('secret');
    expect(element).not.toContain('Contact us');
    expect(readPageContext(pageWith(element))).toEqual({ urlPathname: '/contact-us' });
  });

  it('cannot be ended or changed by text in the data', () => {
    const hostile = '</script><script>alert(1)</script><!-- <script>';
    const doc = pageWith(pageContextElement({ pageTexts: { body: hostile } }));
    expect(doc.scripts).toHaveLength(1);
    expect(doc.getElementById('after')?.textContent).toBe('after');
    expect(readPageContext(doc)).toEqual({ pageTexts: { body: hostile } });
  });

  it('reads as empty on a page without it', () => {
    expect(readPageContext(pageWith(''))).toEqual({});
  });
});
