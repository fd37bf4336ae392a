/**
 * Rich text for the site's content (blog posts, news): stored as the TipTap editor's JSON,
 * checked with richTextProblem, shown with renderRichText. docFromMarkup converts the bundled
 * content of public-web (strings with **bold**, *italic*, [label](url) and '- ' bullet lines)
 * into that JSON without changing the text a reader sees.
 */
import {
  isSafeHref,
  MARK_ORDER,
  type RichTextDoc,
  type RichTextMark,
  type RichTextNode,
  type RichTextText,
} from './rich-text-schema';

export {
  imageSourcesOf,
  IMAGE_PROBLEM,
  isSafeHref,
  LINK_PROBLEM,
  RICH_TEXT_LIMITS,
  richTextProblem,
  type RichTextBranch,
  type RichTextDoc,
  type RichTextHeading,
  type RichTextImageNode,
  type RichTextLeaf,
  type RichTextMark,
  type RichTextNode,
  type RichTextText,
} from './rich-text-schema';
export {
  mailTextOf,
  plainTextOf,
  portableRichTextHtml,
  renderRichText,
  sanitizeRichTextHtml,
  type PortableStyles,
  type RichTextImage,
  type RichTextImages,
} from './rich-text-html';

// The public site's rules, kept character for character: TOKEN and SITE_LINK from parseInline in
// public-web/components/content/InlineText.tsx, BULLET from public-web/components/article/parseArticle.ts.
const TOKEN = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SITE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;
const BULLET = /^\s*[-.]\s+/;

function rank(mark: RichTextMark): number {
  return MARK_ORDER.indexOf(mark.type);
}

function withMark(marks: RichTextMark[], mark: RichTextMark): RichTextMark[] {
  if (marks.some((m) => m.type === mark.type)) return marks; // **a **b** c**: b is bold once
  return [...marks, mark].sort((a, b) => rank(a) - rank(b));
}

function sameMarks(a: RichTextMark[] = [], b: RichTextMark[] = []): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Appends text, merged into the previous node when the marks match (ProseMirror's normal form). */
function pushText(out: RichTextText[], text: string, marks: RichTextMark[]): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last && sameMarks(last.marks, marks)) last.text += text;
  else out.push(marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text });
}

/** parseInline, producing text nodes instead of React elements. */
function inline(text: string, marks: RichTextMark[], out: RichTextText[]): RichTextText[] {
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (at > last) pushText(out, text.slice(last, at), marks);
    const [whole, bold, italic, label, url] = match;
    if (bold !== undefined) inline(bold, withMark(marks, { type: 'bold' }), out);
    else if (italic !== undefined) inline(italic, withMark(marks, { type: 'italic' }), out);
    else if (label !== undefined && url !== undefined && SITE_LINK.test(url)) {
      // The site links it; a URL our stricter check refuses (e.g. "/\host") keeps its label
      // as plain text, so the reader still sees the same words.
      const link: RichTextMark = { type: 'link', attrs: { href: url } };
      pushText(out, label, isSafeHref(url) ? withMark(marks, link) : marks);
    } else pushText(out, whole, marks);
    last = at + whole.length;
  }
  if (last < text.length) pushText(out, text.slice(last), marks);
  return out;
}

function paragraph(text: string): RichTextNode {
  const content = inline(text, [], []);
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

/**
 * Today's bundled body (title and 'Meta Description' entries already removed by the caller) as a
 * document, by parseArticle's rules: entries are trimmed, empty ones skipped, consecutive entries
 * starting '- ' or '. ' form one bullet list (marker removed), every other entry is a paragraph.
 */
export function docFromMarkup(paragraphs: readonly string[]): RichTextDoc {
  const content: RichTextNode[] = [];
  let list: RichTextNode[] | null = null;
  for (const entry of paragraphs) {
    const text = typeof entry === 'string' ? entry.trim() : '';
    if (!text) continue;
    if (BULLET.test(text)) {
      const item: RichTextNode = {
        type: 'listItem',
        content: [paragraph(text.replace(BULLET, ''))],
      };
      if (list) list.push(item);
      else {
        list = [item];
        content.push({ type: 'bulletList', content: list });
      }
    } else {
      list = null;
      content.push(paragraph(text));
    }
  }
  return { type: 'doc', content };
}
