import { useData } from 'vike-react/useData';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { PublicationList } from '../../../components/science/PublicationList';
import type { Data } from './+data';

export default function Page() {
  const { page, publications } = useData<Data>();
  return (
    <ContentPage page={page} extras={{ intro: <PublicationList publications={publications} /> }} />
  );
}
