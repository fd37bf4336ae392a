import { ArticleCard } from '../../components/article/ArticleCard';
import { LanguageNotice } from '../../components/content/LanguageNotice';
import { Img } from '../../components/ui/Img';
import { LinkButton } from '../../components/ui/LinkButton';
import { Reveal } from '../../components/ui/Reveal';
import { useData } from 'vike-react/useData';
import { MEDIA_PAGE, spotlightImages } from '../../content/media';
import type { MediaPageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import type { Data } from './+data';
import styles from './media.module.css';

export default function Page() {
  const { latest, newsUnavailable, featuredIn, languageNotice } = useData<Data>();
  const text = usePageTexts<MediaPageTexts>();
  const [lead, ...rest] = latest ?? [];
  return (
    <>
      <section className={`page-hero ${styles.hero}`}>
        <div className="container">
          <h1>{text.mediaHeading}</h1>
          <p>{text.mediaIntro}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="latest-news">
        <div className="container">
          <h2 id="latest-news">{text.mediaLatestHeading}</h2>
          <LanguageNotice notice={languageNotice} />
          {latest === null ? (
            // What the API could not answer, in the page's language (lib/liveArticles.ts).
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
          <h2 id="featured-in">{text.mediaFeaturedHeading}</h2>
          <p className="section__intro">{text.mediaFeaturedText}</p>
          <ul className={styles.logos}>
            {featuredIn.map((logo) => (
              <li key={logo.name}>
                <Img src={logo.img} alt={logo.name} width={280} height={80} />
              </li>
            ))}
          </ul>
          <LinkButton link={{ label: text.mediaFeaturedButton, href: MEDIA_PAGE.featuredInHref }} />
        </div>
      </Reveal>

      <Reveal as="section" className="section" aria-labelledby="spotlight">
        <div className="container">
          <h2 id="spotlight">{text.mediaSpotlightHeading}</h2>
          <p className="section__intro">{text.mediaSpotlightText}</p>
          <ul className={`grid grid--3 ${styles.spotlight}`}>
            {spotlightImages.map((image) => (
              <li key={image.src}>
                <figure>
                  <Img src={image.src} alt={text[image.alt]} width={800} height={450} />
                  <figcaption>{text[image.caption]}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>

      <section className={styles.join} aria-labelledby="join">
        <div className="container center">
          <h2 id="join">{text.mediaJoinHeading}</h2>
          <p className="section__intro">{text.mediaJoinText}</p>
          <LinkButton
            link={{ label: text.mediaJoinButton, href: MEDIA_PAGE.mailHref, external: true }}
          />
        </div>
      </section>
    </>
  );
}
