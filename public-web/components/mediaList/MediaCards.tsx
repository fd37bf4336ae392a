/**
 * Video coverage and press release cards: thumbnail (placeholder on load
 * error), source and date, title linking out, and a labelled action.
 */
import type { ArticleItem, MediaItem } from '../../content/types';
import { englishWithin } from '../../lib/locale';
import { ExternalLink } from '../ui/ExternalLink';
import { CardImg, Img } from '../ui/Img';
import cards from '../contentPage/Cards.module.css';

export function MediaCards({ items, actionLabel }: { items: MediaItem[]; actionLabel: string }) {
  return (
    <ul className={`grid grid--2 grid--4 ${cards.list}`} data-testid="media-cards">
      {items.map((item) => (
        <li key={item.url}>
          <article className={cards.card} lang={item.lang}>
            <CardImg src={item.image} picture={item.picture} className={cards.image} />
            <div className={cards.body}>
              {(item.source || item.date) && (
                <p className={cards.meta}>
                  {item.source}
                  {item.source && item.date && ' · '}
                  {item.date && (
                    <time dateTime={item.isoDate} lang={englishWithin(item.lang)}>
                      {item.date}
                    </time>
                  )}
                </p>
              )}
              <h2 className={cards.title}>
                <ExternalLink href={item.url} className={cards.stretched}>
                  {item.title}
                </ExternalLink>
              </h2>
              <span className={cards.more} aria-hidden="true" lang={englishWithin(item.lang)}>
                {actionLabel} →
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The three article placeholders of /media/articles. */
export function ArticleCards({ items }: { items: ArticleItem[] }) {
  return (
    <ul className={`grid grid--3 ${cards.list}`}>
      {items.map((item) => (
        <li key={item.title}>
          <article className={cards.card}>
            <Img src={item.image} alt="" width={800} height={450} className={cards.image} />
            <div className={cards.body}>
              <span className={cards.tag}>
                {item.status === 'coming-soon' ? 'Coming soon' : 'Published'}
              </span>
              <h2 className={cards.title}>
                {item.url ? (
                  <ExternalLink href={item.url} className={cards.stretched}>
                    {item.title}
                  </ExternalLink>
                ) : (
                  item.title
                )}
              </h2>
              <p>{item.excerpt}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
