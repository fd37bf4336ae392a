import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { HeadedSection } from '../../../components/content/HeadedSection';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { PersonGrid, type PersonGridLabels } from '../../../components/people/PersonGrid';
import type { LeadershipPageTexts } from '../../../i18n/catalog';
import { usePageTexts } from '../../../i18n/useChrome';
import { DEFAULT_LOCALE } from '../../../lib/locale';
import type { Data } from './+data';

/** The leadership: its words in the page's language (pageTexts), each person in their own. */
export default function Page() {
  const { management, board, boardFirstRow, advisors, languageNotice } = useData<Data>();
  const text = usePageTexts<LeadershipPageTexts>();
  const { locale = DEFAULT_LOCALE } = usePageContext();
  const labels: PersonGridLabels = {
    readBio: text.leadershipReadBio,
    close: text.dialogClose,
    lang: locale,
  };
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{text.leadershipTitle}</p>
          <h1>{text.leadershipManagement}</h1>
          <p>{text.leadershipIntro}</p>
        </div>
      </section>
      <section className="section" aria-label={text.leadershipManagement}>
        <div className="container">
          <LanguageNotice notice={languageNotice} />
          <PersonGrid people={management} idPrefix="management" labels={labels} />
        </div>
      </section>
      <HeadedSection id="board" heading={text.leadershipBoard} className="section section--alt">
        <PersonGrid people={board} rows={[boardFirstRow]} idPrefix="board" labels={labels} />
      </HeadedSection>
      <HeadedSection id="advisors" heading={text.leadershipAdvisors}>
        <PersonGrid people={advisors} idPrefix="advisors" labels={labels} />
      </HeadedSection>
    </>
  );
}
