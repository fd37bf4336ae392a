/**
 * The scroll reveal of <Reveal> elements (components/ui/Reveal.tsx): one that starts below the
 * viewport is hidden (`reveal--pending`) and fades in when it scrolls into view. Nothing happens
 * under prefers-reduced-motion.
 *
 * Every element shares one IntersectionObserver and learns where it starts from the observer's
 * first report, taken after the browser's own layout: measuring each one (getBoundingClientRect)
 * and then hiding it made the browser lay the page out again for every element, a long task on a
 * slow phone.
 */

/** Elements already placed by the observer's first report: from then on, only waiting to be seen. */
const placed = new WeakSet<Element>();
let observer: IntersectionObserver | null = null;

function revealObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target;
        if (!placed.has(el)) {
          placed.add(el);
          // On screen when the page settles: it stays as it is, with no animation.
          if (entry.boundingClientRect.top < window.innerHeight) {
            observer?.unobserve(el);
          } else {
            el.classList.add('reveal--pending');
          }
        } else if (entry.isIntersecting) {
          el.classList.remove('reveal--pending');
          el.classList.add('reveal--in');
          observer?.unobserve(el);
        }
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  return observer;
}

let reducedMotion: boolean | null = null;

/** Reveals `el` when it scrolls into view; returns what stops watching it. */
export function revealWhenSeen(el: Element): (() => void) | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  reducedMotion ??= window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reducedMotion || placed.has(el)) return undefined;
  const shared = revealObserver();
  shared.observe(el);
  return () => shared.unobserve(el);
}

/** Every <Reveal> the server rendered on the page. */
export function revealOnScroll(root: ParentNode): void {
  root.querySelectorAll('[data-reveal]').forEach((el) => revealWhenSeen(el));
}
