/** Lowercase words joined by hyphens, with a letter somewhere (a number alone is an index URL). */
export const SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug from a title: lowercase ASCII words joined by hyphens, cut at a word within `max`
 * characters; 'item-…' or 'item' when the title gives no letter.
 */
export function slugOf(title: string, max: number): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  return SLUG_PATTERN.test(slug) ? slug : slug ? `item-${slug}` : 'item';
}
