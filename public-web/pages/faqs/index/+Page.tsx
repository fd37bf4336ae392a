import { useData } from 'vike-react/useData';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { FaqCtas } from '../../../components/faq/FaqCtas';
import { FaqTabs } from '../../../components/faq/FaqTabs';
import { FAQ_PAGE } from '../../../content/faqs';
import type { FaqPageTexts } from '../../../i18n/catalog';
import { usePageTexts } from '../../../i18n/useChrome';
import type { Data } from './+data';

export default function Page() {
  const { aobFaqs, hrcFaqs, languageNotice } = useData<Data>();
  const text = usePageTexts<FaqPageTexts>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{text.faqsTitle}</h1>
          <p>{text.faqsIntro}</p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <div className="prose">
            <LanguageNotice notice={languageNotice} />
            <FaqTabs
              tabs={{
                aob: { label: FAQ_PAGE.tabs.aob, items: aobFaqs },
                hrc: { label: FAQ_PAGE.tabs.hrc, items: hrcFaqs },
              }}
              label={text.faqsTestsLabel}
              emptyText={text.faqsNone}
            />
            <div className="section__cta">
              <FaqCtas aobLabel={text.faqsTakeAob} hrcLabel={text.faqsTakeHrc} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
