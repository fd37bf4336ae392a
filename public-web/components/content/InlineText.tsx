/**
 * Renders the content modules' light inline markup — **bold**, *italic* and
 * [label](url) — as React elements. Never injects HTML: anything else stays
 * literal text, and only http(s), mailto, tel and site-relative URLs link.
 */
import type { ReactNode } from 'react';

const TOKEN = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

function parseInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const [whole, bold, italic, label, url] = match;
    if (bold !== undefined) out.push(<strong key={key++}>{parseInline(bold)}</strong>);
    else if (italic !== undefined) out.push(<em key={key++}>{parseInline(italic)}</em>);
    else if (label !== undefined && url !== undefined && SAFE_URL.test(url)) {
      const external = /^https?:/i.test(url);
      out.push(
        <a
          key={key++}
          href={url}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {label}
          {external && <span className="visually-hidden"> (opens in a new tab)</span>}
        </a>,
      );
    } else out.push(whole);
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function InlineText({ text }: { text: string }) {
  return <>{parseInline(text)}</>;
}
