import { useData } from 'vike-react/useData';
import { JsonLd } from '../../../components/seo/JsonLd';
import { faqJsonLdItems } from '../../../lib/publicApi';
import { faqPageJsonLd } from '../../../lib/structuredData';
import type { Data } from './+data';

// FAQPage with the HrC answers only: the AoB items have no answer yet (a placeholder is shown).
export default function Head() {
  return <JsonLd data={faqPageJsonLd(faqJsonLdItems(useData<Data>().hrcFaqs))} />;
}
