/** Multi-line FAQ answer: plain lines become paragraphs, runs of '- ' lines a list. */
import type { ReactNode } from 'react';
import { InlineText } from '../content/InlineText';

export function FaqAnswer({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length) {
      blocks.push(
        <ul key={`ul-${blocks.length}`}>
          {bullets.map((b) => (
            <li key={b}>
              <InlineText text={b} />
            </li>
          ))}
        </ul>,
      );
      bullets = [];
    }
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) bullets.push(line.slice(2));
    else if (line.trim()) {
      flush();
      blocks.push(
        <p key={`p-${blocks.length}`}>
          <InlineText text={line} />
        </p>,
      );
    }
  }
  flush();
  return <>{blocks}</>;
}
