/**
 * Scroll-reveal wrapper. Server HTML and no-JS visitors see the content as
 * is; after hydration, an element that starts below the viewport is hidden
 * and fades in (global.css, --reveal-duration) when it scrolls into view.
 * Nothing happens under prefers-reduced-motion.
 *
 * Every <Reveal> of a page shares one IntersectionObserver and learns where it
 * starts from the observer's first report, taken after the browser's own
 * layout: measuring each one in its effect (getBoundingClientRect) and then
 * hiding it made the browser lay the page out again for every element, a
 * long task on a slow phone right after hydration.
 */
import { useEffect, useRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';

interface RevealProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  children: ReactNode;
}

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

export function Reveal({ as: Tag = 'div', children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    reducedMotion ??= window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reducedMotion) return;
    const shared = revealObserver();
    shared.observe(el);
    return () => shared.unobserve(el);
  }, []);

  return (
    <Tag ref={ref} {...rest}>
      {children}
    </Tag>
  );
}
