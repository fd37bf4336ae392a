import { JsonLd } from '../../../components/seo/JsonLd';
import { hrcFaqs } from '../../../content/faqs';
import { faqPageJsonLd } from '../../../lib/structuredData';

// FAQPage with the HrC answers only: the AoB items have no answer yet (a placeholder is shown).
export default function Head() {
  return <JsonLd data={faqPageJsonLd(hrcFaqs)} />;
}
