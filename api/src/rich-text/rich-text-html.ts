/**
 * Rich-text document → HTML and → plain text. The walker escapes every text and attribute and
 * writes only the tags below; sanitize-html then re-parses the result against the same
 * allow-list, so a walker bug still cannot put a script, a handler or a foreign scheme on a page.
 */
import sanitizeHtml from 'sanitize-html';
import {
  isRecord,
  isSiteImageSrc,
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

/** An uploaded image as a page shows it: its largest file, its size, its widths, its alt text. */
export interface RichTextImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** `<url> 480w, <url> 960w, …` */
  srcset: string;
}

/** The images a document may show, by the address its image nodes name; any other is left out. */
export type RichTextImages = Readonly<Record<string, RichTextImage>>;

/** The body's column on the site is at most 760 px wide (public-web's .prose). */
const BODY_IMAGE_SIZES = '(max-width: 760px) 100vw, 760px';

const ALLOWED_TAGS = [
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
  'figure',
  'img',
] as const;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    span: ['class'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
  },
  // target and rel only with the one value the walker writes (runs before the attribute filter).
  transformTags: {
    img: (tagName, attribs) => ({
      tagName,
      attribs: attribs.srcset
        ? {
            ...attribs,
            srcset: attribs.srcset
              .split(',')
              .map((entry) => entry.trim())
              .filter((entry) => isSiteImageSrc(entry.split(/\s+/)[0]))
              .join(', '),
          }
        : attribs,
    }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(
          ([name, value]) => name === 'href' || A_VALUES[name] === value,
        ),
      ),
    }),
  },
  // An image only from this site's paths (the media library's files), every srcset entry too.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isSiteImageSrc(frame.attribs.src)) ||
    (frame.tag === 'figure' && frame.mediaChildren.length === 0),
  allowedClasses: { span: ['visually-hidden'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
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

/** The image as the site shows it: its own size (no layout shift), its widths, lazily loaded. */
function imageHtml(image: RichTextImage): string {
  return (
    `<figure><img src="${escape(image.url)}" srcset="${escape(image.srcset)}" ` +
    `sizes="${BODY_IMAGE_SIZES}" width="${image.width}" height="${image.height}" ` +
    `alt="${escape(image.alt)}" loading="lazy" decoding="async"></figure>`
  );
}

function blockHtml(parent: object, depth: number, images: RichTextImages): string {
  let out = '';
  for (const node of shownChildren(parent, depth)) {
    const inner = () => blockHtml(node, depth + 1, images);
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
      case 'image': {
        const src = node.attrs?.src;
        const image = isSiteImageSrc(src) ? images[src] : undefined;
        if (image) out += imageHtml(image);
        break;
      }
    }
  }
  return out;
}

/**
 * HTML for a stored document. Tolerant by design (the stored JSON may predate a rule): unknown or
 * misplaced nodes are dropped with their children, unknown marks and unsafe links are dropped
 * (their text stays), a heading level outside 2–4 is clamped into it. An image is shown only
 * when `images` describes it (one deleted from the library since is left out, not shown broken),
 * with the library's alt text as it is now.
 */
export function renderRichText(doc: RichTextDoc, images: RichTextImages = {}): string {
  if (!isRecord(doc) || doc.type !== 'doc') return '';
  return sanitizeRichTextHtml(blockHtml(doc, 2, images));
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

/** Inline styles per tag, for HTML read where the site's stylesheet is not (a mail client). */
export type PortableStyles = Partial<Record<(typeof ALLOWED_TAGS)[number], string>>;

/**
 * The document as HTML for a reader away from the site (a feed reader, a mail client): links
 * and images absolute against `base`, without the site's "opens in a new tab" words (they are
 * for the site's screen-reader users; elsewhere they would be read as text), empty paragraphs
 * left out, each tag given `styles` as its inline style. An image is one file (no srcset: mail
 * clients ignore it) sharp on a 600 px column, and no wider than that column. It is the site's
 * HTML passed through the sanitizer once more, so nothing the site would not show gets in.
 */
export function portableRichTextHtml(
  doc: RichTextDoc,
  base: string,
  styles: PortableStyles = {},
  images: RichTextImages = {},
): string {
  const styled = (tagName: string, attribs: sanitizeHtml.Attributes) => {
    const style = styles[tagName as keyof PortableStyles];
    return { tagName, attribs: style ? { ...attribs, style } : attribs };
  };
  return sanitizeHtml(renderRichText(doc, images), {
    ...SANITIZE,
    // The styles are ours (`styles`), written after the site's HTML was sanitized.
    allowedStyles: undefined,
    allowedAttributes: Object.fromEntries(
      ALLOWED_TAGS.map((tag) => [
        tag,
        tag === 'a'
          ? ['href', 'style']
          : tag === 'img'
            ? ['src', 'alt', 'width', 'height', 'style']
            : ['style'],
      ]),
    ),
    transformTags: {
      ...Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, styled])),
      a: (tagName, attribs) => styled(tagName, { href: absoluteHref(attribs.href ?? '', base) }),
      img: (tagName, attribs) => styled(tagName, portableImage(attribs, base)),
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'span' && frame.attribs.class === 'visually-hidden') ||
      (frame.tag === 'p' && frame.text.trim() === '' && !frame.mediaChildren.length),
  });
}

/** A mail column is 600 px wide; its images are drawn from a file twice that, for sharp screens. */
const PORTABLE_WIDTH = 600;

function portableImage(attribs: sanitizeHtml.Attributes, base: string): sanitizeHtml.Attributes {
  const width = Number(attribs.width) || PORTABLE_WIDTH;
  const height = Number(attribs.height) || 0;
  const candidates = (attribs.srcset ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, w]) => ({ url, w: parseInt(w ?? '', 10) }))
    .filter((c) => c.url && c.w > 0)
    .sort((a, b) => a.w - b.w);
  const file = candidates.find((c) => c.w >= PORTABLE_WIDTH * 2) ??
    candidates.at(-1) ?? { url: attribs.src };
  const shown = Math.min(width, PORTABLE_WIDTH);
  return {
    src: absoluteHref(file.url ?? '', base),
    alt: attribs.alt ?? '',
    width: String(shown),
    ...(height ? { height: String(Math.round((height * shown) / width)) } : {}),
  };
}

/** A site path ('/news/x') against `base`; an absolute address or mailto:/tel: as it is. */
function absoluteHref(href: string, base: string): string {
  if (!href.startsWith('/')) return href;
  return `${base.replace(/\/+$/, '')}${href}`;
}

/**
 * The document as the plain-text part of a mail: blocks apart by a blank line; a list's items a
 * line each ("- " or "1. ", indented when nested); a link as "its words (its address)", or the
 * address alone when the words are the address.
 */
export function mailTextOf(doc: RichTextDoc, base: string, images: RichTextImages = {}): string {
  if (!isRecord(doc) || doc.type !== 'doc') return '';
  return mailBlocks(doc, 1, base, '', images).join('\n\n');
}

function mailInline(parent: object, depth: number, base: string): string {
  // Runs of text under the same link (or none); a hard break is a run of its own.
  const runs: { href: string | null; text: string }[] = [];
  for (const node of shownChildren(parent, depth)) {
    if (node.type !== 'text') {
      runs.push({ href: null, text: '\n' });
      continue;
    }
    if (typeof node.text !== 'string') continue;
    const link = shownMarks((node as { marks?: unknown }).marks).find((m) => m.type === 'link');
    const href = link?.type === 'link' ? absoluteHref(link.attrs.href, base) : null;
    const last = runs.at(-1);
    if (last && last.href === href && last.text !== '\n') last.text += node.text;
    else runs.push({ href, text: node.text });
  }
  return runs
    .map(({ href, text }) =>
      href === null ? text : text.trim() === href || !text.trim() ? href : `${text} (${href})`,
    )
    .join('')
    .trim();
}

function mailBlocks(
  parent: object,
  depth: number,
  base: string,
  indent: string,
  images: RichTextImages,
): string[] {
  const out: string[] = [];
  for (const node of shownChildren(parent, depth)) {
    if (node.type === 'paragraph' || node.type === 'heading') {
      const text = mailInline(node, depth + 1, base);
      if (text) out.push(indent + text);
    } else if (node.type === 'bulletList' || node.type === 'orderedList') {
      const items = shownChildren(node, depth + 1).map((item, i) => {
        const bullet = node.type === 'bulletList' ? '- ' : `${i + 1}. `;
        const [first = '', ...rest] = mailBlocks(item, depth + 2, base, '', images);
        const lines = [bullet + first.trimStart(), ...rest].join('\n');
        return lines
          .split('\n')
          .map((line, j) =>
            j === 0 ? indent + line : `${indent}${' '.repeat(bullet.length)}${line}`,
          )
          .join('\n');
      });
      if (items.length) out.push(items.join('\n'));
    } else if (node.type === 'blockquote') {
      out.push(...mailBlocks(node, depth + 1, base, `${indent}> `, images));
    } else if (node.type === 'horizontalRule') out.push(`${indent}---`);
    else if (node.type === 'image') {
      // The text part cannot show it; it says what the HTML part shows.
      const image = isSiteImageSrc(node.attrs?.src) ? images[node.attrs.src] : undefined;
      if (image) out.push(`${indent}[Image: ${image.alt}]`);
    }
  }
  return out;
}
