/**
 * The rich-text document as the panel's TipTap editor (StarterKit, Underline, Link, Image) saves it:
 * ProseMirror JSON. This file holds the shape, the limits and the validation; the HTML renderer
 * (rich-text-html.ts) reuses the same tables so it never shows what validation would refuse.
 */

export type RichTextMark =
  | { type: 'bold' | 'italic' | 'underline' | 'strike' }
  /** TipTap also writes target/rel/class here; only href is read, the rest never reaches HTML. */
  | { type: 'link'; attrs: { href: string; [key: string]: unknown } };

interface RichTextText {
  type: 'text';
  text: string;
  marks?: RichTextMark[];
}

interface RichTextHeading {
  type: 'heading';
  attrs: { level: 2 | 3 | 4; [key: string]: unknown };
  content?: RichTextNode[];
}

interface RichTextBranch {
  type: 'paragraph' | 'bulletList' | 'orderedList' | 'listItem' | 'blockquote';
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
}

interface RichTextLeaf {
  type: 'hardBreak' | 'horizontalRule';
  marks?: RichTextMark[];
}

/** An image from the media library, by the address of one of its stored widths. */
interface RichTextImageNode {
  type: 'image';
  attrs: { src: string; alt?: string | null; [key: string]: unknown };
}

export type RichTextNode =
  RichTextText | RichTextHeading | RichTextBranch | RichTextLeaf | RichTextImageNode;

/** `{ type: 'doc' }` without content is an empty body. */
export interface RichTextDoc {
  type: 'doc';
  content?: RichTextNode[];
}

const RICH_TEXT_LIMITS = {
  /** JSON.stringify of the document, UTF-8. */
  maxJsonBytes: 300_000,
  /** The doc is level 1; each node inside it (text nodes included) is one level deeper. */
  maxDepth: 12,
  /** Characters (code points) over all text nodes. */
  maxTextChars: 100_000,
} as const;

type Kind = 'block' | 'inline' | 'item';
type NodeType = RichTextNode['type'] | 'doc';

/** What each node is and what it may hold: the editor never puts text in a list or a list in a paragraph. */
const NODES: Record<NodeType, { kind: Kind | null; holds: Kind | null }> = {
  doc: { kind: null, holds: 'block' },
  paragraph: { kind: 'block', holds: 'inline' },
  heading: { kind: 'block', holds: 'inline' },
  bulletList: { kind: 'block', holds: 'item' },
  orderedList: { kind: 'block', holds: 'item' },
  listItem: { kind: 'item', holds: 'block' },
  blockquote: { kind: 'block', holds: 'block' },
  horizontalRule: { kind: 'block', holds: null },
  image: { kind: 'block', holds: null },
  hardBreak: { kind: 'inline', holds: null },
  text: { kind: 'inline', holds: null },
};

/** Marks in the order they nest, outermost first (TipTap ranks Link above the text styles). */
const MARK_ORDER = ['link', 'bold', 'italic', 'underline', 'strike'] as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNodeType(type: unknown): type is NodeType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(NODES, type);
}

/** True when a node of type `child` may sit directly inside a node of type `parent`. */
function fits(parent: NodeType, child: unknown): child is NodeType {
  return (
    isNodeType(child) && NODES[child].kind !== null && NODES[child].kind === NODES[parent].holds
  );
}

/**
 * The children the renderers show: known types in a place the editor allows, within the depth
 * limit (`depth` is the children's level). Anything else is dropped with everything under it.
 */
export function shownChildren(parent: object, depth: number): RichTextNode[] {
  const { type, content } = parent as { type?: unknown; content?: unknown };
  if (depth > RICH_TEXT_LIMITS.maxDepth || !isNodeType(type) || !Array.isArray(content)) return [];
  return content.filter(
    (child): child is RichTextNode => isRecord(child) && fits(type, child.type),
  );
}

/**
 * Site-relative paths and the four schemes, matched on the raw value: a leading space, an entity
 * or a control character cannot pass. `/\` is refused because browsers read it as `//` (another
 * host), and control characters because browsers strip them (`/<tab>/host` is `//host`).
 */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;

function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string' || !SAFE_HREF.test(href)) return false;
  for (let i = 0; i < href.length; i++) {
    const code = href.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** Known marks in nesting order, one of each type; unknown marks and unsafe links are left out. */
export function shownMarks(marks: unknown): RichTextMark[] {
  if (!Array.isArray(marks)) return [];
  const out: RichTextMark[] = [];
  for (const type of MARK_ORDER) {
    const mark = marks.find((m): m is Record<string, unknown> => isRecord(m) && m.type === type);
    if (!mark) continue;
    if (type !== 'link') out.push({ type });
    else if (isRecord(mark.attrs) && isSafeHref(mark.attrs.href))
      out.push({ type, attrs: { href: mark.attrs.href } });
  }
  return out;
}

function codePoints(text: string): number {
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

/** A node or mark type quoted in a message: short and printable, whatever the client sent. */
function named(type: unknown): string {
  const text = typeof type === 'string' ? type.replace(/[^\w-]/g, '').slice(0, 40) : '';
  return text || 'an element without a name';
}

const n = (limit: number) => limit.toLocaleString('en-US');

/**
 * An image's address: a path on this site (the media library's files), no other host or scheme.
 * That it names an uploaded image is the saving feature's check; the renderers show only those.
 */
const IMAGE_SRC = /^\/(?![/\\])[^\s?#]{1,299}$/;

export function isSiteImageSrc(src: unknown): src is string {
  return typeof src === 'string' && IMAGE_SRC.test(src) && isSafeHref(src);
}

export const IMAGE_PROBLEM = 'An image in the body must be chosen from the media library.';

/** The address of every image in the document, in order, each once. */
export function imageSourcesOf(doc: unknown): string[] {
  const out = new Set<string>();
  const walk = (node: object, depth: number) => {
    for (const child of shownChildren(node, depth)) {
      if (child.type === 'image') {
        if (isSiteImageSrc(child.attrs?.src)) out.add(child.attrs.src);
      } else walk(child, depth + 1);
    }
  };
  if (isRecord(doc) && doc.type === 'doc') walk(doc, 2);
  return [...out];
}

export const LINK_PROBLEM = 'A link must start with https://, http://, mailto:, tel: or /.';

/**
 * Null when `value` is a document the editor could have written, within the limits; otherwise
 * one sentence for the staff member who saved it.
 */
export function richTextProblem(value: unknown): string | null {
  if (!isRecord(value) || value.type !== 'doc') {
    return 'The body is not a rich-text document: reload the editor and try again.';
  }
  const seen = { chars: 0 };
  const problem = nodeProblem(value, 'doc', 1, seen);
  if (problem) return problem;
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch {
    return 'The body is not a rich-text document: reload the editor and try again.';
  }
  if (Buffer.byteLength(json, 'utf8') > RICH_TEXT_LIMITS.maxJsonBytes) {
    return `The body is too large: at most ${n(RICH_TEXT_LIMITS.maxJsonBytes)} bytes once saved. Shorten it or split it in two.`;
  }
  return null;
}

function nodeProblem(
  node: Record<string, unknown>,
  type: NodeType,
  depth: number,
  seen: { chars: number },
): string | null {
  if (type === 'text') {
    if (typeof node.text !== 'string' || node.text === '') {
      return 'The body has an empty text element: reload the editor and try again.';
    }
    seen.chars += codePoints(node.text);
    if (seen.chars > RICH_TEXT_LIMITS.maxTextChars) {
      return `The body is too long: at most ${n(RICH_TEXT_LIMITS.maxTextChars)} characters of text.`;
    }
  }
  if (
    type === 'heading' &&
    !(isRecord(node.attrs) && [2, 3, 4].includes(node.attrs.level as number))
  ) {
    return 'A heading must be level 2, 3 or 4.';
  }
  if (type === 'image' && !(isRecord(node.attrs) && isSiteImageSrc(node.attrs.src))) {
    return IMAGE_PROBLEM;
  }
  if (node.marks !== undefined) {
    if (!Array.isArray(node.marks))
      return 'The body has a malformed text style: reload the editor and try again.';
    for (const mark of node.marks) {
      if (!isRecord(mark) || !(MARK_ORDER as readonly unknown[]).includes(mark.type)) {
        return `The body has a text style the editor cannot show: ${named(isRecord(mark) ? mark.type : undefined)}.`;
      }
      if (mark.type === 'link' && !(isRecord(mark.attrs) && isSafeHref(mark.attrs.href))) {
        return LINK_PROBLEM;
      }
    }
  }
  if (node.content === undefined) return null;
  if (!Array.isArray(node.content)) {
    return `The body is malformed: the content of a ${type} must be a list.`;
  }
  if (node.content.length > 0 && NODES[type].holds === null) {
    return `The body is malformed: a ${type} cannot hold other elements.`;
  }
  if (node.content.length > 0 && depth + 1 > RICH_TEXT_LIMITS.maxDepth) {
    return `The body is nested too deeply: at most ${RICH_TEXT_LIMITS.maxDepth} levels of lists and quotes inside each other.`;
  }
  for (const child of node.content) {
    if (!isRecord(child)) return 'The body is malformed: reload the editor and try again.';
    if (!isNodeType(child.type)) {
      return `The body has an element the editor cannot show: ${named(child.type)}.`;
    }
    if (!fits(type, child.type)) {
      return `The body has an element where the editor cannot put it: ${child.type} in ${type}.`;
    }
    const problem = nodeProblem(child, child.type, depth + 1, seen);
    if (problem) return problem;
  }
  return null;
}
