import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogBodies } from '../../content/blogBodies';
import { blogs } from '../../content/blogs';
import { ArticleBody } from './ArticleBody';
import { parseArticle } from './parseArticle';

const html = (body: string[]) =>
  render(<ArticleBody blocks={parseArticle(body).blocks} />).container.innerHTML;

describe('parseArticle', () => {
  it('takes entry 0 as the title and hides the Meta Description entry', () => {
    const parsed = parseArticle(['Title', 'Meta Description: About this.', 'First.', 'Second.']);
    expect(parsed.title).toBe('Title');
    expect(parsed.metaDescription).toBe('About this.');
    expect(parsed.blocks).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it('accepts the meta prefix in any case, without the colon, and keeps only the first', () => {
    const parsed = parseArticle([
      'T',
      'meta description About.',
      'Meta Description: Other.',
      'Body',
    ]);
    expect(parsed.metaDescription).toBe('About.');
    expect(parsed.blocks).toEqual([{ kind: 'paragraph', text: 'Body' }]);
  });

  it('has no description when there is no meta entry', () => {
    expect(parseArticle(['T', 'Body']).metaDescription).toBeNull();
  });

  it("groups consecutive '- ' and '. ' lines into one list", () => {
    expect(parseArticle(['T', 'Intro', '- one', '. two', 'Between', '- three']).blocks).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'Between' },
      { kind: 'list', items: ['three'] },
    ]);
  });

  it('does not treat an ellipsis or a bare dash word as a bullet', () => {
    expect(parseArticle(['T', '...and more', '-not a bullet']).blocks).toEqual([
      { kind: 'paragraph', text: '...and more' },
      { kind: 'paragraph', text: '-not a bullet' },
    ]);
  });

  it('skips empty entries and survives a missing body', () => {
    expect(parseArticle(['T', '', '   ', 'x']).blocks).toEqual([{ kind: 'paragraph', text: 'x' }]);
    expect(parseArticle(undefined)).toEqual({ title: null, metaDescription: null, blocks: [] });
    expect(parseArticle([])).toEqual({ title: null, metaDescription: null, blocks: [] });
  });
});

describe('ArticleBody renders markup as elements, never as HTML', () => {
  it('bold, italic, bullets and an external link', () => {
    expect(html(['T', '**b** and *i*', '- item **x**', '[paper](https://journal.example/a)'])).toBe(
      '<p><strong>b</strong> and <em>i</em></p><ul><li>item <strong>x</strong></li></ul>' +
        '<p><a href="https://journal.example/a" target="_blank" rel="noopener noreferrer">paper<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
  });

  it.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['**<b>bold</b>**', '<p><strong>&lt;b&gt;bold&lt;/b&gt;</strong></p>'],
    [
      '- <iframe src="https://evil.example">',
      '<ul><li>&lt;iframe src="https://evil.example"&gt;</li></ul>',
    ],
    ['&lt;already escaped&gt;', '<p>&amp;lt;already escaped&amp;gt;</p>'],
  ])('%j stays text', (entry, expected) => {
    const out = html(['T', entry]);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<(script|img|iframe|b)[\s>]/);
  });

  it.each([
    ['javascript: link', '[x](javascript:alert(1))'],
    ['data: link', '[x](data:text/html,<script>alert(1)</script>)'],
    ['protocol-relative link', '[x](//evil.example)'],
    ['vbscript: link', '[x](vbscript:msgbox(1))'],
  ])('%s is not linked', (_name, entry) => {
    const out = html(['T', entry]);
    expect(out).not.toContain('<a');
    expect(out).not.toContain('<script');
  });

  it('the Meta Description text is not rendered', () => {
    expect(html(['T', 'Meta Description: secret summary', 'Shown'])).toBe('<p>Shown</p>');
  });
});

describe('the real blog bodies', () => {
  it('every body is index-aligned with its blog (entry 0 = title)', () => {
    expect(blogBodies).toHaveLength(blogs.length);
    blogBodies.forEach((body, i) => expect(parseArticle(body).title).toBe(blogs[i]?.title));
  });

  it('exactly one link, in the last article', () => {
    const linkCounts = blogBodies.map((body) => html(body).split('<a ').length - 1);
    expect(linkCounts.slice(0, -1).every((n) => n === 0)).toBe(true);
    expect(linkCounts[linkCounts.length - 1]).toBe(1);
  });

  it('no raw markup survives rendering (no stray ** or [label](url))', () => {
    for (const body of blogBodies) {
      const text =
        render(<ArticleBody blocks={parseArticle(body).blocks} />).container.textContent ?? '';
      expect(text).not.toMatch(/\*\*|\]\(/);
      expect(text).not.toMatch(/Meta Description/i);
    }
  });
});
