import { useData } from 'vike-react/useData';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { FaqCtas } from '../../../components/faq/FaqCtas';
import { FaqTabs } from '../../../components/faq/FaqTabs';
import type { Data } from './+data';

export default function Page() {
  const { text, aobFaqs, hrcFaqs, languageNotice } = useData<Data>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{text.heading}</h1>
          <p>{text.intro}</p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <div className="prose">
            <LanguageNotice notice={languageNotice} />
            <FaqTabs
              tabs={{
                aob: { label: text.tabs.aob, items: aobFaqs },
                hrc: { label: text.tabs.hrc, items: hrcFaqs },
              }}
            />
            <div className="section__cta">
              <FaqCtas aobLabel={text.takeAobButton} hrcLabel={text.takeHrcButton} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
