import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  plainTextOf,
  renderRichText,
  type RichTextDoc,
  richTextProblem,
} from '../../../../rich-text/rich-text';
import { bodyTextWhenIndexed } from './body-text-when-indexed';
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
 * The seed the content migration loads: every body converts to a document the API accepts,
 * with text in it, and its links and lists survive (the site showed them before it was moved
 * into the database).
 */
describe('docFromMarkup over the bundled content', () => {
  const seed = JSON.parse(readFileSync(join(__dirname, 'bundled-content.json'), 'utf8')) as Record<
    string,
    { title: string; paragraphs?: string[] }[]
  >;

  it('the search migration’s frozen plain text agrees on headings, breaks and nested lists', () => {
    const edited = doc(
      { type: 'heading', attrs: { level: 2 }, content: [t('Why screen')] },
      p(t('Early'), { type: 'hardBreak' }, t('detection')),
      {
        type: 'orderedList',
        content: [li(p(t('one')), { type: 'bulletList', content: [li(p(t('one a')))] })],
      },
    );
    expect(bodyTextWhenIndexed(edited)).toBe(plainTextOf(edited));
    expect(plainTextOf(edited)).toBe('Why screen\n\nEarly\ndetection\n\none\none a');
  });

  it('every body of every kind', () => {
    let bodies = 0;
    let links = 0;
    let lists = 0;
    for (const items of Object.values(seed))
      for (const item of items) {
        if (!item.paragraphs?.length) continue;
        const converted = docFromMarkup(item.paragraphs);
        expect([item.title, richTextProblem(converted)]).toEqual([item.title, null]);
        expect(plainTextOf(converted).trim()).not.toBe('');
        // The search migration's frozen plain text reads the seed as the API's own does.
        expect(bodyTextWhenIndexed(converted)).toBe(plainTextOf(converted));
        const html = renderRichText(converted);
        links += html.split('<a ').length - 1;
        lists += html.split('<ul>').length - 1;
        bodies++;
      }
    expect(bodies).toBeGreaterThanOrEqual(20);
    expect(links).toBeGreaterThanOrEqual(1);
    expect(lists).toBeGreaterThanOrEqual(1);
  });
});
