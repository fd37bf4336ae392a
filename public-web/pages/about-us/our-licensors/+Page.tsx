import { useData } from 'vike-react/useData';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { LicensorList } from '../../../components/science/LicensorList';
import type { Data } from './+data';

export default function Page() {
  const { page, licensors } = useData<Data>();
  return <ContentPage page={page} extras={{ intro: <LicensorList licensors={licensors} /> }} />;
}
