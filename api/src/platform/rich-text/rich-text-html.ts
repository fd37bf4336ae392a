/**
 * Rich-text document → HTML and → plain text. The walker escapes every text and attribute and
 * writes only the tags below; sanitize-html then re-parses the result against the same
 * allow-list, so a walker bug still cannot put a script, a handler or a foreign scheme on a page.
 */
import sanitizeHtml from 'sanitize-html';
import {
  isRecord,
  type RichTextDoc,
  type RichTextMark,
  type RichTextNode,
  shownChildren,
  shownMarks,
} from './rich-text-schema';

const A_VALUES: Record<string, string | undefined> = {
  target: '_blank',
  rel: 'noopener noreferrer',
};

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'strong',
    'em',
    'u',
    's',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['class'] },
  // target and rel only with the one value the walker writes (runs before the attribute filter).
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(
          ([name, value]) => name === 'href' || A_VALUES[name] === value,
        ),
      ),
    }),
  },
  allowedClasses: { span: ['visually-hidden'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
};

/** The second gate on its own (exported for its tests): HTML in, allow-listed HTML out. */
export function sanitizeRichTextHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const MARK_TAGS = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' } as const;

function isExternal(mark: RichTextMark): boolean {
  return mark.type === 'link' && /^https?:/i.test(mark.attrs.href);
}

function openTag(mark: RichTextMark): string {
  if (mark.type !== 'link') return `<${MARK_TAGS[mark.type]}>`;
  const blank = isExternal(mark) ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a href="${escape(mark.attrs.href)}"${blank}>`;
}

/** Same wording as the public site's InlineText, so screen readers hear the same link. */
function closeTag(mark: RichTextMark): string {
  if (mark.type !== 'link') return `</${MARK_TAGS[mark.type]}>`;
  return isExternal(mark)
    ? '<span class="visually-hidden"> (opens in a new tab)</span></a>'
    : '</a>';
}

function sameMark(a: RichTextMark, b: RichTextMark): boolean {
  return a.type === b.type && (a.type !== 'link' || a.attrs.href === (b as typeof a).attrs.href);
}

/**
 * Inline content with marks kept open across neighbouring text nodes, as ProseMirror does: a link
 * whose label is partly bold stays one <a> (one "opens in a new tab"), not two.
 */
function inlineHtml(parent: object, depth: number): string {
  let out = '';
  const open: RichTextMark[] = [];
  for (const node of shownChildren(parent, depth)) {
    if (node.type === 'text' && typeof node.text !== 'string') continue;
    const marks = shownMarks((node as { marks?: unknown }).marks);
    let keep = 0;
    while (keep < open.length && keep < marks.length && sameMark(open[keep], marks[keep])) keep++;
    while (open.length > keep) out += closeTag(open.pop() as RichTextMark);
    for (const mark of marks.slice(keep)) {
      out += openTag(mark);
      open.push(mark);
    }
    out += node.type === 'text' ? escape(node.text) : '<br>';
  }
  while (open.length > 0) out += closeTag(open.pop() as RichTextMark);
  return out;
}

function headingLevel(attrs: unknown): 2 | 3 | 4 {
  const level = isRecord(attrs) ? Number(attrs.level) : NaN;
  if (!Number.isFinite(level) || level <= 2) return 2;
  return level >= 4 ? 4 : 3;
}

function blockHtml(parent: object, depth: number): string {
  let out = '';
  for (const node of shownChildren(parent, depth)) {
    const inner = () => blockHtml(node, depth + 1);
    switch (node.type) {
      case 'paragraph':
        out += `<p>${inlineHtml(node, depth + 1)}</p>`;
        break;
      case 'heading': {
        const h = `h${headingLevel(node.attrs)}`;
        out += `<${h}>${inlineHtml(node, depth + 1)}</${h}>`;
        break;
      }
      case 'bulletList':
        out += `<ul>${inner()}</ul>`;
        break;
      case 'orderedList':
        out += `<ol>${inner()}</ol>`;
        break;
      case 'listItem':
        out += `<li>${inner()}</li>`;
        break;
      case 'blockquote':
        out += `<blockquote>${inner()}</blockquote>`;
        break;
      case 'horizontalRule':
        out += '<hr>';
        break;
    }
  }
  return out;
}

/**
 * HTML for a stored document. Tolerant by design (the stored JSON may predate a rule): unknown or
 * misplaced nodes are dropped with their children, unknown marks and unsafe links are dropped
 * (their text stays), a heading level outside 2–4 is clamped into it.
 */
export function renderRichText(doc: RichTextDoc): string {
  if (!isRecord(doc) || doc.type !== 'doc') return '';
  return sanitizeRichTextHtml(blockHtml(doc, 2));
}

function inlineText(parent: object, depth: number): string {
  return shownChildren(parent, depth)
    .map((node) => (node.type !== 'text' ? '\n' : typeof node.text === 'string' ? node.text : ''))
    .join('');
}

function blockText(node: RichTextNode | RichTextDoc, depth: number): string {
  if (node.type === 'paragraph' || node.type === 'heading') return inlineText(node, depth + 1);
  const parts = shownChildren(node, depth + 1)
    .map((child) => blockText(child, depth + 1))
    .filter((text) => text !== '');
  const listLike =
    node.type === 'bulletList' || node.type === 'orderedList' || node.type === 'listItem';
  return parts.join(listLike ? '\n' : '\n\n');
}

/**
 * The document's text for search, feeds and the SEO description: blocks separated by a blank
 * line, list items (and the blocks inside one item) by a line break, a hard break as a line break.
 */
export function plainTextOf(doc: RichTextDoc): string {
  if (!isRecord(doc) || doc.type !== 'doc') return '';
  return blockText(doc, 1);
}
