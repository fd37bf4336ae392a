import { useData } from 'vike-react/useData';
import { FaqRoutePage, type FaqRouteData } from '../../../components/faq/FaqRoutePage';

export default function Page() {
  return <FaqRoutePage which="hrc" {...useData<FaqRouteData>()} />;
}
