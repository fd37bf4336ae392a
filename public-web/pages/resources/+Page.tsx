import { BlogGrid } from '../../components/blog/BlogGrid';
import { LanguageNotice } from '../../components/content/LanguageNotice';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { LinkButton } from '../../components/ui/LinkButton';
import { Reveal } from '../../components/ui/Reveal';
import { useData } from 'vike-react/useData';
import type { LiveFaq } from '../../content/types';
import type { Data } from './+data';
import styles from './resources.module.css';

export default function Page() {
  const {
    text: R,
    hrcFaqs,
    b3Faqs,
    faqsUnavailable,
    blogs,
    blogsUnavailable,
    languageNotice,
  } = useData<Data>();
  const faqs = (items: LiveFaq[] | null, variant: 'hrc' | 'b3') =>
    items ? (
      <FaqAccordion items={items} variant={variant} pageSize={R.faqPageSize} />
    ) : (
      <p role="status" data-testid="content-unavailable">
        {faqsUnavailable}
      </p>
    );
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{R.heroHeading}</h1>
          <p>Answers about our tests, research for professionals and stories from our team.</p>
        </div>
      </section>

      <LanguageNotice notice={languageNotice} band />

      <section className="section" aria-labelledby="faq-hrc">
        <div className={`container ${styles.faqs}`}>
          <div>
            <h2 id="faq-hrc">{R.hrcFaqHeading}</h2>
            {faqs(hrcFaqs, 'hrc')}
          </div>
          <div>
            <h2 id="faq-b3">{R.b3FaqHeading}</h2>
            {faqs(b3Faqs, 'b3')}
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
