/**
 * Blog article body (content/blogBodies.ts) → a title, the page
 * description and display blocks. Pure and text-only: the inline markup of
 * each block (**bold**, *italic*, [text](url)) is turned into React elements
 * by InlineText, which never injects HTML.
 *
 * - entry 0 is the title;
 * - an entry starting 'Meta Description' sets the description and is not shown;
 * - consecutive entries starting '- ' or '. ' form one bullet list;
 * - every other non-empty entry is a paragraph.
 */
export type ArticleBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface ParsedArticle {
  title: string | null;
  /** Text of the first 'Meta Description' entry, or null. */
  metaDescription: string | null;
  blocks: ArticleBlock[];
}

const META = /^\s*meta description\s*:?\s*/i;
const BULLET = /^\s*[-.]\s+/;

export function isMetaDescription(entry: string): boolean {
  return META.test(entry);
}

export function parseArticle(body: readonly string[] | undefined): ParsedArticle {
  const entries = (body ?? []).filter((e): e is string => typeof e === 'string');
  const title = entries[0]?.trim() || null;
  let metaDescription: string | null = null;
  const blocks: ArticleBlock[] = [];
  for (const entry of entries.slice(1)) {
    if (isMetaDescription(entry)) {
      metaDescription ??= entry.replace(META, '').trim() || null;
      continue;
    }
    const text = entry.trim();
    if (!text) continue;
    if (BULLET.test(text)) {
      const item = text.replace(BULLET, '');
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text });
    }
  }
  return { title, metaDescription, blocks };
}
