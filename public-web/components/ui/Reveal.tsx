/**
 * Scroll-reveal wrapper. Server HTML and no-JS visitors see the content as is; once the page's
 * script runs, an element that starts below the viewport is hidden and fades in (motion.css,
 * --reveal-duration) when it scrolls into view (lib/reveal.ts). Most are in a page's static
 * content, which the script finds by their `data-reveal`; one inside an island also registers
 * itself, as the island may render it later.
 */
import { useEffect, useRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { revealWhenSeen } from '../../lib/reveal';

interface RevealProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  children: ReactNode;
}

export function Reveal({ as: Tag = 'div', children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    return el ? revealWhenSeen(el) : undefined;
  }, []);

  return (
    <Tag ref={ref} data-reveal="" {...rest}>
      {children}
    </Tag>
  );
}
