import { useData } from 'vike-react/useData';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { PublicationList } from '../../../components/science/PublicationList';
import type { Data } from './+data';

export default function Page() {
  const { page, publications, languageNotice, labels } = useData<Data>();
  const list = (
    <>
      <LanguageNotice notice={languageNotice} />
      <PublicationList publications={publications} labels={labels} />
    </>
  );
  return <ContentPage page={page} extras={{ intro: list }} />;
}
