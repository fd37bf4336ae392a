import { useData } from 'vike-react/useData';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { CaseStudyList } from '../../../components/science/CaseStudyList';
import type { Data } from './+data';

export default function Page() {
  const { page, caseStudies, languageNotice } = useData<Data>();
  const list = (
    <>
      <LanguageNotice notice={languageNotice} />
      <CaseStudyList caseStudies={caseStudies} />
    </>
  );
  return <ContentPage page={page} extras={{ intro: list }} />;
}
