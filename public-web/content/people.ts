/**
 * The leadership page's own texts (/about-us/leadership); its people are the database's (GET
 * /api/content/leader). All people are fictional.
 *
 * Images: every `image` is '' — there are no photos. The UI renders a
 * circular initials avatar (use `initialsOf(name)`), with the brand colour
 * as background. If photos are added later, put the path in `image` and the
 * UI should prefer it, falling back to initials (or /images/placeholder.svg)
 * on load error.
 *
 * `fullBio` is a list of paragraphs for the modal.
 */

/**
 * The three groups' headings in English (the unavailable view's heading is the first, lib/siteKinds.ts);
 * the page itself takes them from the catalogs in its language (i18n/, `leadership…`), whose
 * English i18n/messages.test.ts holds to these.
 */
export const LEADERSHIP_HEADINGS = {
  management: 'Meet Our Management',
  board: 'Board of Directors',
  advisors: 'Key Advisors & Investors:',
};

/** Board members shown in the first row (4 per row on large screens). */
export const BOARD_FIRST_ROW_COUNT = 4;

/** Two-letter initials for avatar rendering, ignoring honorifics (Dr., Shri, Smt.). */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => w.length > 0 && !/^(dr|shri|smt|mr|mrs|ms)\.?$/i.test(w));
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase();
}
