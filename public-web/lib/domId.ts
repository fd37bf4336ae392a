/**
 * An element id made of words that are unique on the page (a list's label, a menu entry), the
 * same on the server and in the browser. React's useId is not used: the browser build hydrates
 * with Preact, whose ids differ from those React rendered on the server, so an element rendered
 * later would point at an id that is not on the page.
 */
export function domId(...parts: (string | number)[]): string {
  return parts
    .map((part) =>
      String(part)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .join('-');
}
