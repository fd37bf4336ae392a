import { BlogGrid } from '../../components/blog/BlogGrid';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { LinkButton } from '../../components/ui/LinkButton';
import { Reveal } from '../../components/ui/Reveal';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import styles from './resources.module.css';

export default function Page() {
  const { text: R, hrcFaqs, b3Faqs, blogs, blogsUnavailable } = useData<Data>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{R.heroHeading}</h1>
          <p>Answers about our tests, research for professionals and stories from our team.</p>
        </div>
      </section>

      <section className="section" aria-labelledby="faq-hrc">
        <div className={`container ${styles.faqs}`}>
          <div>
            <h2 id="faq-hrc">{R.hrcFaqHeading}</h2>
            <FaqAccordion items={hrcFaqs} variant="hrc" pageSize={R.faqPageSize} />
          </div>
          <div>
            <h2 id="faq-b3">{R.b3FaqHeading}</h2>
            <FaqAccordion items={b3Faqs} variant="b3" pageSize={R.faqPageSize} />
          </div>
        </div>
      </section>

      <Reveal
        as="section"
        className={`section section--alt ${styles.professionals}`}
        aria-labelledby="professionals"
      >
        <div className="container center">
          <h2 id="professionals">{R.professionals.heading}</h2>
          <p className="section__intro">{R.professionals.text}</p>
          <LinkButton link={R.professionals.button} />
        </div>
      </Reveal>

      <section className="section" aria-labelledby="recent-blogs">
        <div className="container">
          <h2 id="recent-blogs">{R.recentBlogsHeading}</h2>
          {blogs ? (
            <BlogGrid posts={blogs} pageSize={R.blogPageSize} moreLabel={R.exploreMore} />
          ) : (
            <p role="status" data-testid="content-unavailable">
              {blogsUnavailable}
            </p>
          )}
        </div>
      </section>

      <section className={styles.partner} aria-labelledby="partner">
        <div className={`container ${styles.partnerInner}`}>
          <div>
            <h2 id="partner">{R.partner.heading}</h2>
            <p>{R.partner.text}</p>
          </div>
          <LinkButton link={R.partner.button} className="btn btn--light" />
        </div>
      </section>
    </>
  );
}
