/**
 * A line of text that appears `delayMs` after the page loads (e.g. the contact
 * banner's second line). It is in the server HTML (SEO); visitors without
 * JavaScript see it through /noscript.css.
 */
import { useEffect, useState } from 'react';
import { island } from '../../lib/island';

function DelayedParagraph({
  delayMs,
  className,
  text,
}: {
  delayMs: number;
  className?: string;
  text: string;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  const classes = ['delayed', shown ? 'delayed--shown' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <p className={classes} aria-hidden={!shown} data-testid="delayed">
      {text}
    </p>
  );
}

export const DelayedReveal = island('DelayedReveal', DelayedParagraph);
