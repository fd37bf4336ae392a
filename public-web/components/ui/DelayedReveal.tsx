/**
 * Content that appears `delayMs` after the page loads (e.g. the contact
 * banner's second line). It is in the server HTML (SEO); visitors without
 * JavaScript see it through /noscript.css.
 */
import { useEffect, useState, type ReactNode } from 'react';

export function DelayedReveal({
  delayMs,
  className,
  children,
}: {
  delayMs: number;
  className?: string;
  children: ReactNode;
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
      {children}
    </p>
  );
}
