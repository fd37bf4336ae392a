import { useData } from 'vike-react/useData';
import { LegalPage } from '../../components/legal/LegalPage';
import type { LegalDocument } from '../../content/types';

export default function Page() {
  const { doc } = useData<{ doc: LegalDocument }>();
  return <LegalPage doc={doc} />;
}
