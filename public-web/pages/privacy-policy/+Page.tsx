import { useData } from 'vike-react/useData';
import { LegalPage } from '../../components/legal/LegalPage';
import type { Data } from './+data';

export default function Page() {
  const { doc, lastUpdatedLabel } = useData<Data>();
  return <LegalPage doc={doc} lastUpdatedLabel={lastUpdatedLabel} />;
}
