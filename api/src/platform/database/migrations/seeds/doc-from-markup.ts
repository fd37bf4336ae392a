/**
 * The bundled content of public-web (strings with **bold**, *italic*, [label](url) and '- '
 * bullet lines) as rich-text documents, without changing the text a reader sees: what the
 * content migration (1763700009000-Content) stores as each item's body.
 *
 * Frozen with that migration: a migration must write the same rows whenever it runs, so this
 * file imports nothing of the live code. The link check and the marks' order are copies of
 * the rich-text schema's as they were when the migration was written.
 */

type Mark = { type: 'bold' | 'italic' } | { type: 'link'; attrs: { href: string } };
interface TextNode {
  type: 'text';
  text: string;
  marks?: Mark[];
}
type Node =
  | TextNode
  | { type: 'paragraph'; content?: TextNode[] }
  | { type: 'bulletList' | 'listItem'; content: Node[] };
export interface MarkupDoc {
  type: 'doc';
  content: Node[];
}

const MARK_ORDER = ['link', 'bold', 'italic', 'underline', 'strike'] as const;
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;

function isSafeHref(href: string): boolean {
  if (!SAFE_HREF.test(href)) return false;
  for (let i = 0; i < href.length; i++) {
    const code = href.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

// The public site's markup rules as they were when the seed was written (bold, italic, links; '- '
// and '. ' lines as list items), kept here character for character.
const TOKEN = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SITE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;
const BULLET = /^\s*[-.]\s+/;

function rank(mark: Mark): number {
  return MARK_ORDER.indexOf(mark.type);
}

function withMark(marks: Mark[], mark: Mark): Mark[] {
  if (marks.some((m) => m.type === mark.type)) return marks; // **a **b** c**: b is bold once
  return [...marks, mark].sort((a, b) => rank(a) - rank(b));
}

function sameMarks(a: Mark[] = [], b: Mark[] = []): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Appends text, merged into the previous node when the marks match (ProseMirror's normal form). */
function pushText(out: TextNode[], text: string, marks: Mark[]): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last && sameMarks(last.marks, marks)) last.text += text;
  else out.push(marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text });
}

/** parseInline, producing text nodes instead of React elements. */
function inline(text: string, marks: Mark[], out: TextNode[]): TextNode[] {
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
      const link: Mark = { type: 'link', attrs: { href: url } };
      pushText(out, label, isSafeHref(url) ? withMark(marks, link) : marks);
    } else pushText(out, whole, marks);
    last = at + whole.length;
  }
  if (last < text.length) pushText(out, text.slice(last), marks);
  return out;
}

function paragraph(text: string): Node {
  const content = inline(text, [], []);
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

/**
 * Today's bundled body (title and 'Meta Description' entries already removed by the caller) as a
 * document, by the site's rules of that time: entries are trimmed, empty ones skipped, consecutive entries
 * starting '- ' or '. ' form one bullet list (marker removed), every other entry is a paragraph.
 */
export function docFromMarkup(paragraphs: readonly string[]): MarkupDoc {
  const content: Node[] = [];
  let list: Node[] | null = null;
  for (const entry of paragraphs) {
    const text = typeof entry === 'string' ? entry.trim() : '';
    if (!text) continue;
    if (BULLET.test(text)) {
      const item: Node = {
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
