import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import {
  plainTextOf,
  renderRichText,
  type RichTextDoc,
  richTextProblem,
} from '../../../rich-text/rich-text';
import { docFromMarkup } from './doc-from-markup';

const doc = (...content: unknown[]) => ({ type: 'doc', content }) as RichTextDoc;
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const t = (text: string, ...marks: unknown[]) =>
  marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text };
const link = (href: unknown) => ({ type: 'link', attrs: { href } });
const li = (...content: unknown[]) => ({ type: 'listItem', content });

describe('docFromMarkup', () => {
  it('converts bold, italic and links as the site parses them', () => {
    expect(docFromMarkup(['a **b** *c* [d](https://x.example) [e](/e)'])).toEqual(
      doc(
        p(
          t('a '),
          t('b', { type: 'bold' }),
          t(' '),
          t('c', { type: 'italic' }),
          t(' '),
          t('d', link('https://x.example')),
          t(' '),
          t('e', link('/e')),
        ),
      ),
    );
  });

  it('nests inside bold and italic; a link label stays literal, as on the site', () => {
    expect(docFromMarkup(['**see [the study](https://x.example) and *this* too**'])).toEqual(
      doc(
        p(
          t('see ', { type: 'bold' }),
          t('the study', link('https://x.example'), { type: 'bold' }),
          t(' and ', { type: 'bold' }),
          t('this', { type: 'bold' }, { type: 'italic' }),
          t(' too', { type: 'bold' }),
        ),
      ),
    );
    expect(docFromMarkup(['[**x**](/x)'])).toEqual(doc(p(t('**x**', link('/x')))));
  });

  it('leaves an unsafe link as the literal text, as the site does', () => {
    expect(docFromMarkup(['go [x](javascript:alert(1)) now'])).toEqual(
      doc(p(t('go [x](javascript:alert(1)) now'))),
    );
    expect(docFromMarkup(['[x](//evil.example)'])).toEqual(doc(p(t('[x](//evil.example)'))));
    // The site links "/\host" (a browser reads it as another host); here only the label is kept.
    expect(docFromMarkup(['[x](/\\evil.example)'])).toEqual(doc(p(t('x'))));
    expect(renderRichText(docFromMarkup(['<b>[x](javascript:alert(1))</b>']))).toBe(
      '<p>&lt;b&gt;[x](javascript:alert(1))&lt;/b&gt;</p>',
    );
  });

  it('groups runs of "- " and ". " lines into lists, split by a paragraph', () => {
    const list = (...items: string[]) => ({
      type: 'bulletList',
      content: items.map((item) => li(p(t(item)))),
    });
    expect(
      docFromMarkup(['Intro', '- a', '  . b', '', '-  c', 'Between', '. d', '-no', '- ']),
    ).toEqual(
      doc(p(t('Intro')), list('a', 'b', 'c'), p(t('Between')), list('d'), p(t('-no')), p(t('-'))),
    );
    expect(docFromMarkup([])).toEqual(doc());
  });
});

/**
 * The public site's own code is the reference: parseArticle and the content modules are loaded
 * as they are; InlineText.tsx is compiled here (jest's transform does not read TSX) and rendered
 * with react-dom/server, as the site's pages do.
 */
describe('docFromMarkup keeps the text the public site shows', () => {
  const PUBLIC_WEB = join(__dirname, '../../../../../../public-web');
  type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };
  type CreateElement = (type: string, props: null, ...children: unknown[]) => unknown;

  const { createElement } = jest.requireActual<{ createElement: CreateElement }>('react');
  const { renderToStaticMarkup } = jest.requireActual<{
    renderToStaticMarkup(el: unknown): string;
  }>('react-dom/server');
  const { news } = jest.requireActual<{ news: { content?: string[] }[] }>(
    join(PUBLIC_WEB, 'content/news.ts'),
  );
  const { blogBodies } = jest.requireActual<{ blogBodies: string[][] }>(
    join(PUBLIC_WEB, 'content/blogBodies.ts'),
  );
  const article = jest.requireActual<{
    parseArticle(body: string[]): { blocks: Block[] };
    isMetaDescription(entry: string): boolean;
  }>(join(PUBLIC_WEB, 'components/article/parseArticle.ts'));

  const parseInline = ((): ((text: string) => unknown[]) => {
    const file = join(PUBLIC_WEB, 'components/content/InlineText.tsx');
    const { code } = transformSync(readFileSync(file, 'utf8'), {
      filename: file,
      swcrc: false,
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    });
    const loaded = { exports: {} as { parseInline: (text: string) => unknown[] } };
    new Function('require', 'module', 'exports', code)(
      (id: string) => jest.requireActual(id),
      loaded,
      loaded.exports,
    );
    return loaded.exports.parseInline;
  })();

  // ArticleBody (blog) and the news page: <ul><li> for a list, <p> for a paragraph.
  const siteBlockHtml = (block: Block) =>
    block.kind === 'list'
      ? renderToStaticMarkup(
          createElement(
            'ul',
            null,
            ...block.items.map((i) => createElement('li', null, ...parseInline(i))),
          ),
        )
      : renderToStaticMarkup(createElement('p', null, ...parseInline(block.text)));

  const ENTITIES: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    '#39': "'",
    '#x27': "'",
  };
  /** What a browser shows (the visually hidden text included unless `hidden` is false). */
  const shown = (html: string, hidden = true) =>
    (hidden ? html : html.replace(/<span class="visually-hidden">[^<]*<\/span>/g, ''))
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);

  const siteText = (blocks: Block[]) =>
    blocks
      .map((block) =>
        block.kind === 'list'
          ? block.items
              .map((i) =>
                shown(renderToStaticMarkup(createElement('li', null, ...parseInline(i))), false),
              )
              .join('\n')
          : shown(siteBlockHtml(block), false),
      )
      .join('\n\n');

  it('the reference renders as the site does', () => {
    expect(
      renderToStaticMarkup(
        createElement('p', null, ...parseInline('a **b** [d](https://x.example)')),
      ),
    ).toBe(
      '<p>a <strong>b</strong> <a href="https://x.example" target="_blank" rel="noopener noreferrer">d' +
        '<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
  });

  it('every news paragraph', () => {
    let checked = 0;
    for (const item of news) {
      const content = item.content ?? [];
      for (const paragraph of content) {
        const site = shown(siteBlockHtml({ kind: 'paragraph', text: paragraph }));
        expect(shown(renderRichText(docFromMarkup([paragraph])))).toBe(site);
        checked++;
      }
      const converted = docFromMarkup(content);
      expect(richTextProblem(converted)).toBeNull();
      expect(plainTextOf(converted)).toBe(
        siteText(content.map((text) => ({ kind: 'paragraph', text }))),
      );
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('every blog body entry (title and Meta Description entries removed)', () => {
    let checked = 0;
    let links = 0;
    let lists = 0;
    for (const body of blogBodies) {
      const [title, ...rest] = body;
      const entries = rest.filter((entry) => !article.isMetaDescription(entry));
      for (const entry of entries) {
        const site = article.parseArticle([title, entry]).blocks.map(siteBlockHtml).join('');
        expect(shown(renderRichText(docFromMarkup([entry])))).toBe(shown(site));
        checked++;
      }
      const converted = docFromMarkup(entries);
      const blocks = article.parseArticle(body).blocks;
      expect(richTextProblem(converted)).toBeNull();
      expect(converted.content).toHaveLength(blocks.length);
      expect(plainTextOf(converted)).toBe(siteText(blocks));
      const html = renderRichText(converted);
      links += html.split('<a ').length - 1;
      lists += html.split('<ul>').length - 1;
    }
    expect(checked).toBeGreaterThanOrEqual(100);
    // The comparison went through links and lists, not only plain paragraphs.
    expect(links).toBeGreaterThanOrEqual(1);
    expect(lists).toBeGreaterThanOrEqual(1);
  });
});
