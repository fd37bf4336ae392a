/**
 * How the desk recognises one person's address in free text (audit targets): as a whole address,
 * any case, never inside a longer one — `a@x.com` is not in `aa@x.com` nor in `a@x.com.au`.
 */

/** What replaces the address and the person's name in the audit rows of an erased person. */
export const ERASED_MARKER = '[erased]';

/** Characters of an address's local part and domain (ASCII; what the public forms accept). */
const BEFORE = "[A-Za-z0-9.!#$%&'*+/=?^_{|}~-]";
const AFTER = '[A-Za-z0-9-]|\\.[A-Za-z0-9]';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches `text` (an address or a name) as a whole word, any case; `g` for replacing. */
function wholeWord(text: string, flags: string): RegExp {
  return new RegExp(`(?<!${BEFORE})${escapeRegExp(text)}(?!${AFTER})`, flags);
}

/** Whether `text` mentions `address` (lower-cased) as a whole address. */
export function mentionsAddress(text: string | null, address: string): boolean {
  return !!text && wholeWord(address, 'i').test(text);
}

/**
 * `text` with every whole mention of the address and of each name replaced by the marker (longer
 * names first, so "Asha Rao" goes before "Asha"). Names shorter than two characters are skipped.
 */
export function anonymise(text: string, address: string, names: readonly string[]): string {
  let out = text.replace(wholeWord(address, 'gi'), ERASED_MARKER);
  const distinct = [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 2))];
  for (const name of distinct.sort((a, b) => b.length - a.length)) {
    out = out.replace(wholeWord(name, 'giu'), ERASED_MARKER);
  }
  return out;
}
