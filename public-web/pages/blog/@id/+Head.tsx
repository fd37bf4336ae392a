import { useData } from 'vike-react/useData';
import { JsonLd } from '../../../components/seo/JsonLd';
import { BRAND_NAME } from '../../../content/site';
import { absoluteUrl } from '../../../lib/siteUrl';
import type { Data } from './+data';

/** BlogPosting structured data for the article. */
export default function Head() {
  const { index, post, seo } = useData<Data>();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: seo.description,
        datePublished: post.isoDate,
        image: absoluteUrl(post.image),
        url: absoluteUrl(`/blog/${index}`),
        author: { '@type': 'Organization', name: BRAND_NAME },
        publisher: { '@type': 'Organization', name: BRAND_NAME },
      }}
    />
  );
}
