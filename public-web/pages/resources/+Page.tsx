import { BlogGrid } from '../../components/blog/BlogGrid';
import { LanguageNotice } from '../../components/content/LanguageNotice';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { LinkButton } from '../../components/ui/LinkButton';
import { Reveal } from '../../components/ui/Reveal';
import { useData } from 'vike-react/useData';
import { RESOURCES_PAGE as R } from '../../content/programmePages';
import type { LiveFaq } from '../../content/types';
import type { ResourcesPageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import type { Data } from './+data';
import styles from './resources.module.css';

export default function Page() {
  const { hrcFaqs, b3Faqs, faqsUnavailable, blogs, blogsUnavailable, languageNotice } =
    useData<Data>();
  const text = usePageTexts<ResourcesPageTexts>();
  const labels = { viewMore: text.faqsViewMore, viewLess: text.faqsViewLess, empty: text.faqsNone };
  const faqs = (items: LiveFaq[] | null, variant: 'hrc' | 'b3') =>
    items ? (
      <FaqAccordion items={items} variant={variant} pageSize={R.faqPageSize} labels={labels} />
    ) : (
      // What the API could not answer, in the page's language (lib/liveArticles.ts).
      <p role="status" data-testid="content-unavailable">
        {faqsUnavailable}
      </p>
    );
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{text.resourcesHeading}</h1>
          <p>{text.resourcesIntro}</p>
        </div>
      </section>

      <LanguageNotice notice={languageNotice} band />

      <section className="section" aria-labelledby="faq-hrc">
        <div className={`container ${styles.faqs}`}>
          <div>
            <h2 id="faq-hrc">{text.faqsHrcTitle}</h2>
            {faqs(hrcFaqs, 'hrc')}
          </div>
          <div>
            <h2 id="faq-b3">{text.resourcesB3Faqs}</h2>
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
          <h2 id="professionals">{text.resourcesProfessionalsHeading}</h2>
          <p className="section__intro">{text.resourcesProfessionalsText}</p>
          <LinkButton
            link={{ label: text.resourcesProfessionalsButton, href: R.professionalsHref }}
          />
        </div>
      </Reveal>

      <section className="section" aria-labelledby="recent-blogs">
        <div className="container">
          <h2 id="recent-blogs">{text.blogRecentHeading}</h2>
          {blogs ? (
            <BlogGrid posts={blogs} pageSize={R.blogPageSize} moreLabel={text.blogExploreMore} />
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
            <h2 id="partner">{text.resourcesPartnerHeading}</h2>
            <p>{text.resourcesPartnerText}</p>
          </div>
          <LinkButton
            link={{ label: text.resourcesPartnerButton, href: R.partnerHref }}
            className="btn btn--light"
          />
        </div>
      </section>
    </>
  );
}
