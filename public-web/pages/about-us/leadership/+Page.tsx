import { useData } from 'vike-react/useData';
import { HeadedSection } from '../../../components/content/HeadedSection';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { PersonGrid } from '../../../components/people/PersonGrid';
import type { Data } from './+data';

export default function Page() {
  const {
    headings: H,
    management,
    board,
    boardFirstRow,
    advisors,
    languageNotice,
  } = useData<Data>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">Leadership</p>
          <h1>{H.management}</h1>
          <p>The people who lead Kavach Genomics. Choose a portrait to read the full biography.</p>
        </div>
      </section>
      <section className="section" aria-label={H.management}>
        <div className="container">
          <LanguageNotice notice={languageNotice} />
          <PersonGrid people={management} idPrefix="management" />
        </div>
      </section>
      <HeadedSection id="board" heading={H.board} className="section section--alt">
        <PersonGrid people={board} rows={[boardFirstRow]} idPrefix="board" />
      </HeadedSection>
      <HeadedSection id="advisors" heading={H.advisors}>
        <PersonGrid people={advisors} idPrefix="advisors" />
      </HeadedSection>
    </>
  );
}
