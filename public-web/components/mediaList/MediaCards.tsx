/**
 * Video coverage and press release cards: thumbnail (placeholder on load
 * error), source and date, title linking out, and a labelled action.
 */
import type { ArticleItem, MediaItem } from '../../content/types';
import { englishWithin, wordsWithin, DEFAULT_LOCALE, type Locale } from '../../lib/locale';
import { ExternalLink } from '../ui/ExternalLink';
import { CardImg, Img } from '../ui/Img';
import cards from '../contentPage/Cards.module.css';

export function MediaCards({
  items,
  actionLabel,
  actionLang = DEFAULT_LOCALE,
}: {
  items: MediaItem[];
  actionLabel: string;
  /** The language of `actionLabel`: the page's where it is translated, English otherwise. */
  actionLang?: Locale;
}) {
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
              <span
                className={cards.more}
                aria-hidden="true"
                lang={wordsWithin(item.lang, actionLang)}
              >
                {actionLabel} →
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * The three article placeholders of /media/articles; `tags` are the cards' status words in the
 * page's language (English by default).
 */
export function ArticleCards({
  items,
  tags = { comingSoon: 'Coming soon', published: 'Published' },
}: {
  items: ArticleItem[];
  tags?: { comingSoon: string; published: string };
}) {
  return (
    <ul className={`grid grid--3 ${cards.list}`}>
      {items.map((item) => (
        <li key={item.title}>
          <article className={cards.card}>
            <Img src={item.image} alt="" width={800} height={450} className={cards.image} />
            <div className={cards.body}>
              <span className={cards.tag}>
                {item.status === 'coming-soon' ? tags.comingSoon : tags.published}
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
