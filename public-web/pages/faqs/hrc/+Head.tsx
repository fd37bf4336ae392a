import { JsonLd } from '../../../components/seo/JsonLd';
import { hrcFaqs } from '../../../content/faqs';
import { faqPageJsonLd } from '../../../lib/structuredData';

// FAQPage with the HrC answers only (AoB items are placeholders, DECISIONS.md).
export default function Head() {
  return <JsonLd data={faqPageJsonLd(hrcFaqs)} />;
}
