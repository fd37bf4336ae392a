import { useData } from 'vike-react/useData';
import { ContentPage } from '../../../../components/contentPage/ContentPage';
import { HospitalCards } from '../../../../components/hospitals/HospitalCards';
import type { Data } from './+data';

export default function Page() {
  const { page, hospitals } = useData<Data>();
  return <ContentPage page={page} extras={{ intro: <HospitalCards hospitals={hospitals} /> }} />;
}
