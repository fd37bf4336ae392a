import { useData } from 'vike-react/useData';
import { ArticleCard } from '../../components/article/ArticleCard';
import { PageHero } from '../../components/contentPage/PageHero';
import type { Data } from './+data';
import styles from '../../components/article/Article.module.css';

/** A kind's list page: its heading and introduction, then a card per live item. */
export default function Page() {
  const { heading, intro, items, plural } = useData<Data>();
  return (
    <>
      <PageHero heading={heading} subheading={intro} />
      <section className="section" aria-labelledby="all-items">
        <div className="container">
          <h2 id="all-items" className="visually-hidden">
            All {plural}
          </h2>
          <ul className={`grid grid--2 grid--4 ${styles.cards}`}>
            {items.map(({ article, href, index }) => (
              <li key={index}>
                <ArticleCard item={article} href={href} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
