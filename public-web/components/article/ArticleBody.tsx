/** The visible paragraphs and bullet lists of a blog or news article (see parseArticle). */
import { InlineText } from '../content/InlineText';
import type { ArticleBlock } from './parseArticle';

export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <InlineText text={block.text} />
          </p>
        ),
      )}
    </>
  );
}
