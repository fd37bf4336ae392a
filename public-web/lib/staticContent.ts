/**
 * What a page's static content, which is never hydrated (lib/island.tsx), still does once the
 * page's script runs: the same as the components that rendered it would have done in the browser.
 * - <Reveal> elements fade in when scrolled to (lib/reveal.ts).
 * - An <Img> whose source fails shows the placeholder picture, as components/ui/Img.tsx does,
 *   whether it failed before the script ran or after.
 * - A link to the page itself (aria-current="page", components/ui/NavLink.tsx) scrolls smoothly
 *   to the top instead of loading the page again, in an island too, unless the island's own
 *   handler has taken the click (preventDefault).
 */
import { PLACEHOLDER_IMAGE } from '../content/site';
import { ISLAND_TAG, SLOT_TAG } from './island';
import { revealOnScroll } from './reveal';
import { scrollToTop } from './scroll';

/** True when an island renders `el` (its static children, in its slot, it does not). */
const inIsland = (el: Element) =>
  el.closest(`${ISLAND_TAG}, ${SLOT_TAG}`)?.localName === ISLAND_TAG;

/** The placeholder in place of a broken image, keeping the box its width and height reserve. */
function showPlaceholder(img: HTMLImageElement): void {
  if (img.getAttribute('src') === PLACEHOLDER_IMAGE || inIsland(img)) return;
  const width = img.getAttribute('width');
  const height = img.getAttribute('height');
  if (width && height) img.style.aspectRatio = `${width} / ${height}`;
  // The browser would keep choosing from the widths of the image that failed.
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
  img.dataset.fallback = 'placeholder';
}

export function enhanceStaticContent(doc: Document): void {
  revealOnScroll(doc);

  // A lazy image not fetched yet is not `complete`; one that failed before now fired its error
  // event before anything listened.
  doc.querySelectorAll('img').forEach((img) => {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) showPlaceholder(img);
  });
  // An image's error event does not bubble: the document hears it while it is captured.
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
    },
    true,
  );

  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link?.getAttribute('aria-current') !== 'page') return;
    event.preventDefault();
    scrollToTop();
  });
}
