/** The five publications: category, title, subtitle, authors, journal, date and the external links. */
import type { Publication } from '../../content/types';
import { englishWithin } from '../../lib/locale';
import { ExternalLink } from '../ui/ExternalLink';
import { Img } from '../ui/Img';
import cards from '../contentPage/Cards.module.css';
import styles from './Science.module.css';

export function PublicationList({ publications }: { publications: Publication[] }) {
  return (
    <ol className={`grid grid--2 ${cards.list} ${cards.grid}`} aria-label="Publications">
      {publications.map((p) => {
        // In a translated publication the page's own labels (and the date) stay English.
        const english = englishWithin(p.lang);
        const title = english ? <span lang={p.lang}>{p.title}</span> : p.title;
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
                  <dt lang={english}>Authors</dt>
                  <dd>{p.authors}</dd>
                  <dt lang={english}>Journal</dt>
                  <dd>
                    <cite>{p.journal}</cite>
                  </dd>
                  <dt lang={english}>Published</dt>
                  <dd>
                    <time dateTime={p.isoDate} lang={english}>
                      {p.date}
                    </time>
                  </dd>
                  <dt lang={english}>DOI</dt>
                  <dd>{p.doi}</dd>
                </dl>
                <div className={cards.links} lang={english}>
                  <ExternalLink href={p.url}>
                    Read the paper<span className="visually-hidden">: {title}</span>
                  </ExternalLink>
                  <ExternalLink href={p.doiUrl}>
                    DOI link<span className="visually-hidden"> for {title}</span>
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
