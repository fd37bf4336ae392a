import { ArticleCard } from '../../components/article/ArticleCard';
import { LanguageNotice } from '../../components/content/LanguageNotice';
import { Img } from '../../components/ui/Img';
import { LinkButton } from '../../components/ui/LinkButton';
import { Reveal } from '../../components/ui/Reveal';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import styles from './media.module.css';

export default function Page() {
  const {
    text: M,
    latest,
    newsUnavailable,
    featuredIn,
    spotlightImages,
    languageNotice,
  } = useData<Data>();
  const [lead, ...rest] = latest ?? [];
  return (
    <>
      <section className={`page-hero ${styles.hero}`}>
        <div className="container">
          <h1>{M.banner}</h1>
          <p>News, coverage and conversations about early cancer detection.</p>
        </div>
      </section>

      <section className="section" aria-labelledby="latest-news">
        <div className="container">
          <h2 id="latest-news">{M.latestHeading}</h2>
          <LanguageNotice notice={languageNotice} />
          {latest === null ? (
            <p role="status" data-testid="content-unavailable">
              {newsUnavailable}
            </p>
          ) : (
            <div className={styles.news}>
              {lead && <ArticleCard item={lead.article} href={`/news/${lead.index}`} large />}
              <div className={styles.small}>
                {rest.map(({ article, index }) => (
                  <ArticleCard key={index} item={article} href={`/news/${index}`} />
                ))}
              </div>
            </div>
          )}
        </div>
      </section>

      <Reveal as="section" className="section section--alt" aria-labelledby="featured-in">
        <div className="container center">
          <h2 id="featured-in">{M.featuredIn.heading}</h2>
          <p className="section__intro">{M.featuredIn.text}</p>
          <ul className={styles.logos}>
            {featuredIn.map((logo) => (
              <li key={logo.name}>
                <Img src={logo.img} alt={logo.name} width={280} height={80} />
              </li>
            ))}
          </ul>
          <LinkButton link={M.featuredIn.button} />
        </div>
      </Reveal>

      <Reveal as="section" className="section" aria-labelledby="spotlight">
        <div className="container">
          <h2 id="spotlight">{M.spotlight.heading}</h2>
          <p className="section__intro">{M.spotlight.text}</p>
          <ul className={`grid grid--3 ${styles.spotlight}`}>
            {spotlightImages.map((image) => (
              <li key={image.src}>
                <figure>
                  <Img src={image.src} alt={image.alt} width={800} height={450} />
                  <figcaption>{image.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>

      <section className={styles.join} aria-labelledby="join">
        <div className="container center">
          <h2 id="join">{M.joinConversation.heading}</h2>
          <p className="section__intro">{M.joinConversation.text}</p>
          <LinkButton link={M.joinConversation.button} />
        </div>
      </section>
    </>
  );
}
