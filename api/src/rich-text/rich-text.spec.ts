import { mailTextOf, portableRichTextHtml } from './rich-text-html';
import {
  LINK_PROBLEM,
  plainTextOf,
  renderRichText,
  richTextProblem,
  type RichTextDoc,
  sanitizeRichTextHtml,
} from './rich-text';

const doc = (...content: unknown[]) => ({ type: 'doc', content }) as RichTextDoc;
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const t = (text: string, ...marks: unknown[]) =>
  marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text };
const link = (href: unknown) => ({ type: 'link', attrs: { href } });
const li = (...content: unknown[]) => ({ type: 'listItem', content });

/** doc > blockquote × (depth - 3) > paragraph > text: `depth` levels, the doc being level 1. */
function nested(depth: number): unknown {
  let node: unknown = p(t('deep'));
  for (let level = 3; level < depth; level++) node = { type: 'blockquote', content: [node] };
  return doc(node);
}

const HOSTILE_HREFS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'ftp://files.example',
  'evil.example',
  '',
  42,
];

const EVERYTHING = doc(
  { type: 'heading', attrs: { level: 2 }, content: [t('Two')] },
  { type: 'heading', attrs: { level: 3 }, content: [t('Three')] },
  { type: 'heading', attrs: { level: 4 }, content: [t('Four')] },
  p(
    t('b', { type: 'bold' }),
    t('i', { type: 'italic' }),
    t('u', { type: 'underline' }),
    t('s', { type: 'strike' }),
    { type: 'hardBreak' },
    t('out', link('https://x.example/?a=1&b=2')),
    t(' '),
    t('in', link('/contact-us')),
    t(' '),
    t('mail', link('mailto:care@kavach.example')),
  ),
  { type: 'bulletList', content: [li(p(t('one'))), li(p(t('two')))] },
  { type: 'orderedList', attrs: { start: 1 }, content: [li(p(t('first')))] },
  { type: 'blockquote', content: [p(t('quoted'))] },
  { type: 'horizontalRule' },
  { type: 'paragraph' },
);

describe('richTextProblem', () => {
  it('accepts every node and mark the editor writes, and an empty body', () => {
    expect(richTextProblem(EVERYTHING)).toBeNull();
    expect(richTextProblem({ type: 'doc' })).toBeNull();
    expect(richTextProblem(doc())).toBeNull();
  });

  it('refuses what is not a document', () => {
    for (const value of [null, undefined, 'text', 42, [], {}, { type: 'paragraph' }]) {
      expect(richTextProblem(value)).toBe(
        'The body is not a rich-text document: reload the editor and try again.',
      );
    }
    expect(richTextProblem({ type: 'doc', content: {} })).toBe(
      'The body is malformed: the content of a doc must be a list.',
    );
    expect(richTextProblem(doc(p(t('a')), 'b'))).toMatch(/^The body is malformed/);
  });

  it('names elements the editor never makes', () => {
    for (const type of ['html', 'iframe', 'script']) {
      expect(richTextProblem(doc({ type, content: [t('x')] }))).toBe(
        `The body has an element the editor cannot show: ${type}.`,
      );
      expect(richTextProblem(doc(p(t('a'), { type })))).toBe(
        `The body has an element the editor cannot show: ${type}.`,
      );
    }
    expect(richTextProblem(doc({ type: '<img src=x onerror=alert(1)>' }))).toBe(
      'The body has an element the editor cannot show: imgsrcxonerroralert1.',
    );
    expect(richTextProblem(doc(t('loose text')))).toBe(
      'The body has an element where the editor cannot put it: text in doc.',
    );
    expect(richTextProblem(doc(p(p(t('a')))))).toMatch(/paragraph in paragraph/);
    expect(richTextProblem(doc(li(p(t('a')))))).toMatch(/listItem in doc/);
    expect(richTextProblem(doc({ type: 'bulletList', content: [p(t('a'))] }))).toMatch(
      /paragraph in bulletList/,
    );
    expect(richTextProblem(doc(p(t('a', { type: 'code' }))))).toBe(
      'The body has a text style the editor cannot show: code.',
    );
    expect(richTextProblem(doc(p({ type: 'text', text: '' })))).toMatch(/empty text/);
    expect(richTextProblem(doc(p({ type: 'text', text: 5 })))).toMatch(/empty text/);
  });

  it('allows headings of level 2 to 4 only', () => {
    for (const level of [2, 3, 4]) {
      expect(
        richTextProblem(doc({ type: 'heading', attrs: { level }, content: [t('h')] })),
      ).toBeNull();
    }
    for (const attrs of [{ level: 1 }, { level: 5 }, { level: '2' }, {}, undefined]) {
      expect(richTextProblem(doc({ type: 'heading', attrs, content: [t('h')] }))).toBe(
        'A heading must be level 2, 3 or 4.',
      );
    }
  });

  it('refuses every link that is not http(s), mailto, tel or site-relative', () => {
    for (const href of HOSTILE_HREFS) {
      expect([href, richTextProblem(doc(p(t('x', link(href)))))]).toEqual([href, LINK_PROBLEM]);
    }
    expect(richTextProblem(doc(p(t('x', { type: 'link' }))))).toBe(LINK_PROBLEM);
    for (const href of ['https://x.example/a?b=1&c=2', 'HTTP://X.EXAMPLE', 'mailto:a@b.example']) {
      expect(richTextProblem(doc(p(t('x', link(href)))))).toBeNull();
    }
    for (const href of ['tel:+91 22 1234 5678', '/contact-us', '/', '/blog/3#top']) {
      expect(richTextProblem(doc(p(t('x', link(href)))))).toBeNull();
    }
  });

  it('limits nesting to 12 levels, without overflowing on much deeper input', () => {
    expect(richTextProblem(nested(12))).toBeNull();
    const tooDeep =
      'The body is nested too deeply: at most 12 levels of lists and quotes inside each other.';
    expect(richTextProblem(nested(13))).toBe(tooDeep);
    expect(richTextProblem(nested(20_000))).toBe(tooDeep);
  });

  it('limits the text to 100,000 characters over the whole body', () => {
    expect(richTextProblem(doc(p(t('a'.repeat(60_000))), p(t('b'.repeat(40_000)))))).toBeNull();
    expect(richTextProblem(doc(p(t('a'.repeat(60_000))), p(t('b'.repeat(40_001)))))).toBe(
      'The body is too long: at most 100,000 characters of text.',
    );
    // An emoji is one character to the person typing it (two UTF-16 units).
    expect(richTextProblem(doc(p(t('a'.repeat(99_999) + '😀'))))).toBeNull();
  });

  it('limits the saved JSON to 300,000 bytes', () => {
    const tooLarge =
      'The body is too large: at most 300,000 bytes once saved. Shorten it or split it in two.';
    expect(richTextProblem(doc({ type: 'paragraph', attrs: { x: 'y'.repeat(300_000) } }))).toBe(
      tooLarge,
    );
    // 100,000 Devanagari letters are within the text limit but take 3 bytes each.
    expect(richTextProblem(doc(p(t('क'.repeat(100_000)))))).toBe(tooLarge);
    const circular: Record<string, unknown> = { type: 'paragraph' };
    circular.attrs = { self: circular };
    expect(richTextProblem(doc(circular))).toMatch(/not a rich-text document/);
  });
});

describe('renderRichText', () => {
  it('renders every node and mark, external links in a new tab', () => {
    expect(renderRichText(EVERYTHING)).toBe(
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4>' +
        '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><br />' +
        '<a href="https://x.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">out' +
        '<span class="visually-hidden"> (opens in a new tab)</span></a> ' +
        '<a href="/contact-us">in</a> <a href="mailto:care@kavach.example">mail</a></p>' +
        '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>' +
        '<blockquote><p>quoted</p></blockquote><hr /><p></p>',
    );
  });

  it('keeps one link around a label whose words change style, marks nested inside it', () => {
    const href = link('https://x.example');
    expect(
      renderRichText(doc(p(t('read '), t('the ', href), t('study', href, { type: 'bold' })))),
    ).toBe(
      '<p>read <a href="https://x.example" target="_blank" rel="noopener noreferrer">the ' +
        '<strong>study</strong><span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
    // Two different links side by side stay two links.
    expect(renderRichText(doc(p(t('a', link('/a')), t('b', link('/b')))))).toBe(
      '<p><a href="/a">a</a><a href="/b">b</a></p>',
    );
  });

  it('shows markup typed as text as text', () => {
    expect(renderRichText(doc(p(t('<script>alert(1)</script>'))))).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(renderRichText(doc(p(t('<img src=x onerror=alert(1)>'))))).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(renderRichText(doc(p(t(`&lt;b&gt; & "q" 's`))))).toBe(
      `<p>&amp;lt;b&amp;gt; &amp; "q" 's</p>`,
    );
  });

  it('drops unknown nodes with their children, and misplaced ones', () => {
    const html = renderRichText(
      doc(
        { type: 'html', attrs: { html: '<script>alert(1)</script>' }, content: [t('hidden 1')] },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        { type: 'script', content: [p(t('hidden 2'))] },
        p(t('kept'), { type: 'iframe', content: [t('hidden 3')] }),
        t('hidden 4'),
        { type: 'bulletList', content: [p(t('hidden 5')), li(p(t('item')))] },
        'hidden 6',
        null,
      ),
    );
    expect(html).toBe('<p>kept</p><ul><li><p>item</p></li></ul>');
  });

  it('never writes an unsafe href; the label stays as text', () => {
    for (const href of HOSTILE_HREFS) {
      const html = renderRichText(doc(p(t('label', link(href)))));
      expect([href, html]).toEqual([href, '<p>label</p>']);
    }
  });

  it('never copies attributes from the JSON', () => {
    const evil = {
      onerror: 'alert(1)',
      style: 'color:red',
      class: 'evil',
      id: 'x',
      target: '_self',
    };
    const html = renderRichText(
      doc(
        { type: 'paragraph', attrs: evil, content: [{ type: 'text', text: 'a', ...evil }] },
        { type: 'heading', attrs: { level: 2, ...evil }, content: [t('h')] },
        p(t('l', { type: 'link', attrs: { href: 'https://x.example', ...evil, rel: 'opener' } })),
        p(t('b', { type: 'bold', attrs: evil })),
      ),
    );
    expect(html).toBe(
      '<p>a</p><h2>h</h2><p><a href="https://x.example" target="_blank" rel="noopener noreferrer">l' +
        '<span class="visually-hidden"> (opens in a new tab)</span></a></p><p><strong>b</strong></p>',
    );
  });

  it('is tolerant of stored JSON that breaks a rule', () => {
    const h = (level: unknown) => ({ type: 'heading', attrs: { level }, content: [t('h')] });
    expect(renderRichText(doc(h(1), h(6), h('x')))).toBe('<h2>h</h2><h4>h</h4><h2>h</h2>');
    expect(renderRichText(doc(p(t('a', { type: 'code' }), t('b', { type: 'bold' }))))).toBe(
      '<p>a<strong>b</strong></p>',
    );
    // Only what lies beyond level 12 is dropped.
    expect(renderRichText(nested(13) as RichTextDoc)).not.toContain('deep');
    expect(renderRichText(nested(20_000) as RichTextDoc)).not.toContain('deep');
    expect(renderRichText(nested(12) as RichTextDoc)).toContain('deep');
    expect(renderRichText({ type: 'doc' })).toBe('');
    expect(renderRichText({ type: 'doc', content: 'x' } as unknown as RichTextDoc)).toBe('');
    expect(renderRichText(null as unknown as RichTextDoc)).toBe('');
  });
});

describe('sanitizeRichTextHtml (the second gate, on its own)', () => {
  it.each([
    [
      '<script>alert(1)</script><p onclick="x" style="color:red" class="c" id="i">a</p>',
      '<p>a</p>',
    ],
    ['<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>b', 'b'],
    ['<a href="javascript:alert(1)" target="_top" rel="opener">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a><a href="data:text/html,x">y</a>', '<a>x</a><a>y</a>'],
    ['<a href="//evil.example">x</a><a href="/\\evil.example">y</a>', '<a>x</a><a>y</a>'],
    [
      '<span class="visually-hidden evil">x</span><span class="evil">y</span>',
      '<span class="visually-hidden">x</span><span>y</span>',
    ],
    ['<div><h1>t</h1><table><tr><td>c</td></tr></table></div>', 'tc'],
  ])('%s', (html, expected) => {
    expect(sanitizeRichTextHtml(html)).toBe(expected);
  });

  it('keeps what the walker writes', () => {
    const html =
      '<p><a href="https://x.example" target="_blank" rel="noopener noreferrer">x<span class="visually-hidden"> (opens in a new tab)</span></a>' +
      '<a href="mailto:a@b.example">m</a><a href="tel:+911">t</a><a href="/a">r</a></p>';
    expect(sanitizeRichTextHtml(html)).toBe(html);
  });
});

describe('plainTextOf', () => {
  it('separates blocks by a blank line, list items and hard breaks by a line break', () => {
    expect(plainTextOf(EVERYTHING)).toBe(
      'Two\n\nThree\n\nFour\n\nbius\nout in mail\n\none\ntwo\n\nfirst\n\nquoted',
    );
    const nestedList = doc({
      type: 'bulletList',
      content: [
        li(p(t('a')), { type: 'orderedList', content: [li(p(t('a1'))), li(p(t('a2')))] }),
        li(p(t('b'))),
      ],
    });
    expect(plainTextOf(nestedList)).toBe('a\na1\na2\nb');
    expect(plainTextOf({ type: 'doc' })).toBe('');
    expect(plainTextOf(doc({ type: 'iframe', content: [t('x')] }, p(t('y'))))).toBe('y');
  });
});

describe('away from the site: a feed reader, a mail client', () => {
  const article = doc(
    { type: 'heading', attrs: { level: 2 }, content: [t('Why screen early')] },
    p(
      t('Read '),
      t('our guide', link('/resources')),
      t(' or '),
      t('https://example.org', link('https://example.org')),
      t('.'),
    ),
    {
      type: 'bulletList',
      content: [
        li(p(t('One '), t('bold', { type: 'bold' }))),
        li(p(t('Two')), { type: 'orderedList', content: [li(p(t('Inner')))] }),
      ],
    },
    p(),
    p(t('  ')),
    p(t('Call '), t('us', link('tel:+912240001300')), { type: 'hardBreak' }, t('today.')),
  );

  it('HTML: absolute links, no "opens in a new tab" words, no empty paragraphs, inline styles', () => {
    const html = portableRichTextHtml(article, 'https://site.example/', {
      p: 'margin:0 0 16px',
      a: 'color:#0b6e4f',
    });
    expect(html).toBe(
      '<h2>Why screen early</h2>' +
        '<p style="margin:0 0 16px">Read <a href="https://site.example/resources" style="color:#0b6e4f">our guide</a> or <a href="https://example.org" style="color:#0b6e4f">https://example.org</a>.</p>' +
        '<ul><li><p style="margin:0 0 16px">One <strong>bold</strong></p></li>' +
        '<li><p style="margin:0 0 16px">Two</p><ol><li><p style="margin:0 0 16px">Inner</p></li></ol></li></ul>' +
        '<p style="margin:0 0 16px">Call <a href="tel:+912240001300" style="color:#0b6e4f">us</a><br />today.</p>',
    );
    // Without styles (the feed): the same, unstyled; a script is still impossible.
    const plain = portableRichTextHtml(article, 'https://site.example');
    expect(plain).toContain('<a href="https://site.example/resources">our guide</a>');
    expect(plain).not.toContain('new tab');
    expect(plain).not.toMatch(/<p>\s*<\/p>/);
  });

  it('text: lists as lines, links as "words (address)", blocks apart by a blank line', () => {
    expect(mailTextOf(article, 'https://site.example')).toBe(
      [
        'Why screen early',
        'Read our guide (https://site.example/resources) or https://example.org.',
        '- One bold\n- Two\n  1. Inner',
        'Call us (tel:+912240001300)\ntoday.',
      ].join('\n\n'),
    );
  });
});

describe('images from the media library', () => {
  const src = '/api/content-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed-2000.webp';
  const at = (w: number) => src.replace('2000', String(w));
  const images = {
    [src]: {
      url: src,
      alt: 'A nurse & a patient',
      width: 2000,
      height: 1000,
      srcset: `${at(480)} 480w, ${at(960)} 960w, ${at(1440)} 1440w, ${src} 2000w`,
    },
  };
  const image = (s: unknown) => ({ type: 'image', attrs: { src: s, alt: 'old words' } });

  it('accepts an image by a site path and refuses any other address, or one inside a paragraph', () => {
    expect(richTextProblem(doc(image(src)))).toBeNull();
    const problem = 'An image in the body must be chosen from the media library.';
    for (const bad of ['https://evil.example/x.png', '//evil.example/x', 'javascript:x', '', 7]) {
      expect(richTextProblem(doc(image(bad)))).toBe(problem);
    }
    expect(richTextProblem(doc({ type: 'image' }))).toBe(problem);
    expect(richTextProblem(doc(p(image(src))))).toBe(
      'The body has an element where the editor cannot put it: image in paragraph.',
    );
  });

  it('the site: its widths, size and the library’s alt text; an image the library lacks is left out', () => {
    expect(renderRichText(doc(image(src), p(t('After'))), images)).toBe(
      `<figure><img src="${src}" srcset="${images[src].srcset}" sizes="(max-width: 760px) 100vw, 760px" ` +
        'width="2000" height="1000" alt="A nurse &amp; a patient" loading="lazy" decoding="async" /></figure>' +
        '<p>After</p>',
    );
    expect(renderRichText(doc(image(src), p(t('After'))))).toBe('<p>After</p>');
    expect(plainTextOf(doc(image(src), p(t('After'))))).toBe('After');
  });

  it('a mail: one absolute file twice the column’s width, drawn at most 600 px wide; the text part names it', () => {
    const html = portableRichTextHtml(
      doc(image(src)),
      'https://site.example',
      { img: 'max-width:100%' },
      images,
    );
    expect(html).toBe(
      `<figure><img src="https://site.example${at(1440)}" alt="A nurse &amp; a patient" ` +
        'width="600" height="300" style="max-width:100%" /></figure>',
    );
    expect(mailTextOf(doc(p(t('Look:')), image(src)), 'https://site.example', images)).toBe(
      'Look:\n\n[Image: A nurse & a patient]',
    );
  });
});
