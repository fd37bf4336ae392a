import { useData } from 'vike-react/useData';
import type { FaqRouteData } from '../../../components/faq/FaqRoutePage';
import { JsonLd } from '../../../components/seo/JsonLd';
import { faqJsonLdItems } from '../../../lib/publicApi';
import { faqPageJsonLd } from '../../../lib/structuredData';

// FAQPage with the HrC answers only: the AoB items have no answer yet (a placeholder is shown).
export default function Head() {
  return <JsonLd data={faqPageJsonLd(faqJsonLdItems(useData<FaqRouteData>().items))} />;
}
