import { useData } from 'vike-react/useData';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { CaseStudyList } from '../../../components/science/CaseStudyList';
import type { Data } from './+data';

export default function Page() {
  const { page, caseStudies } = useData<Data>();
  return (
    <ContentPage page={page} extras={{ intro: <CaseStudyList caseStudies={caseStudies} /> }} />
  );
}
