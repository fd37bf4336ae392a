/**
 * A page section named by its <h2>: `<section aria-labelledby={id}>`, a
 * container, the heading, then the children. `reveal` fades it in on scroll.
 */
import type { ReactNode } from 'react';
import { Reveal } from '../ui/Reveal';

export function HeadedSection({
  id,
  heading,
  className = 'section',
  reveal = false,
  children,
}: {
  /** The heading's id. */
  id: string;
  heading: ReactNode;
  className?: string;
  reveal?: boolean;
  children: ReactNode;
}) {
  const body = (
    <div className="container">
      <h2 id={id}>{heading}</h2>
      {children}
    </div>
  );
  return reveal ? (
    <Reveal as="section" className={className} aria-labelledby={id}>
      {body}
    </Reveal>
  ) : (
    <section className={className} aria-labelledby={id}>
      {body}
    </section>
  );
}
