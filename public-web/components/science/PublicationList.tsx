/**
 * The five publications: category, title, subtitle, authors, journal, date and the external links;
 * `labels` are the list's own words, in the page's language where it is translated (English by
 * default).
 */
import type { Publication } from '../../content/types';
import { DEFAULT_LOCALE, englishWithin, wordsWithin, type Locale } from '../../lib/locale';
import { ExternalLink } from '../ui/ExternalLink';
import { Img } from '../ui/Img';
import cards from '../contentPage/Cards.module.css';
import styles from './Science.module.css';

/** The list's own words and their language. */
export interface PublicationLabels {
  list: string;
  authors: string;
  journal: string;
  published: string;
  doi: string;
  readPaper: string;
  /** What a screen reader hears before the paper's title after `readPaper`. */
  readPaperBeforeTitle: string;
  doiLink: string;
  doiLinkBeforeTitle: string;
  lang: Locale;
}

const ENGLISH_LABELS: PublicationLabels = {
  list: 'Publications',
  authors: 'Authors',
  journal: 'Journal',
  published: 'Published',
  doi: 'DOI',
  readPaper: 'Read the paper',
  readPaperBeforeTitle: ': ',
  doiLink: 'DOI link',
  doiLinkBeforeTitle: ' for ',
  lang: DEFAULT_LOCALE,
};

export function PublicationList({
  publications,
  labels = ENGLISH_LABELS,
}: {
  publications: Publication[];
  labels?: PublicationLabels;
}) {
  return (
    <ol className={`grid grid--2 ${cards.list} ${cards.grid}`} aria-label={labels.list}>
      {publications.map((p) => {
        // In a publication in another language than the list's words, those words carry their
        // own lang; so does the date, which stays English.
        const words = wordsWithin(p.lang, labels.lang);
        const title = words ? <span lang={p.lang}>{p.title}</span> : p.title;
        return (
          <li key={p.doi}>
            <article className={cards.card} lang={p.lang}>
              <div className={cards.body}>
                <div className={styles.head}>
                  <Img src={p.icon} alt="" width={40} height={40} className={styles.icon} />
                  <span className={cards.tag}>{p.category}</span>
                </div>
                <h3 className={cards.title}>{p.title}</h3>
                <p className={styles.subtitle}>{p.subtitle}</p>
                <dl className={styles.facts}>
                  <dt lang={words}>{labels.authors}</dt>
                  <dd>{p.authors}</dd>
                  <dt lang={words}>{labels.journal}</dt>
                  <dd>
                    <cite>{p.journal}</cite>
                  </dd>
                  <dt lang={words}>{labels.published}</dt>
                  <dd>
                    <time dateTime={p.isoDate} lang={englishWithin(p.lang)}>
                      {p.date}
                    </time>
                  </dd>
                  <dt lang={words}>{labels.doi}</dt>
                  <dd>{p.doi}</dd>
                </dl>
                <div className={cards.links} lang={words}>
                  <ExternalLink href={p.url}>
                    {labels.readPaper}
                    <span className="visually-hidden">
                      {labels.readPaperBeforeTitle}
                      {title}
                    </span>
                  </ExternalLink>
                  <ExternalLink href={p.doiUrl}>
                    {labels.doiLink}
                    <span className="visually-hidden">
                      {labels.doiLinkBeforeTitle}
                      {title}
                    </span>
                  </ExternalLink>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
