// Tags shared by every page: canonical URL, Open Graph, Twitter card and the
// Organization JSON-LD. Title and description come from +title/+description.
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../components/seo/JsonLd';
import { BRAND_NAME } from '../content/site';
import { fillSlots, useChrome } from '../i18n/useChrome';
import type { ArticleShare } from '../lib/publicApi';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '../lib/locale';
import { absoluteUrl } from '../lib/siteUrl';
import { organizationJsonLd } from '../lib/structuredData';
import { findRoute } from '../routes';

export default function Head() {
  const pageContext = usePageContext();
  const chrome = useChrome();
  const isErrorPage = pageContext.pageId === '/pages/_error';
  const route = findRoute(pageContext.urlPathname);
  // A page whose item has one URL by index and one by slug names the slug URL (its +data's canonical).
  const data = pageContext.data as
    { canonical?: unknown; preview?: unknown; share?: ArticleShare } | undefined;
  // An article's own card (its social image or cover); every other page the site's.
  const share = isErrorPage ? undefined : data?.share;
  const fromData = data?.canonical;
  // The page's own path (English), named in each language: its canonical URL is the one in its
  // own language, and it names the others as alternates (English also as the default).
  const path = isErrorPage
    ? undefined
    : typeof fromData === 'string'
      ? fromData
      : (route?.canonical ?? pageContext.urlPathname);
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  const canonical = path === undefined ? undefined : absoluteUrl(localizedPath(path, locale));
  return (
    <>
      <meta name="theme-color" content="#1b7f4b" />
      {canonical && <link rel="canonical" href={canonical} />}
      {path !== undefined &&
        LOCALES.map((other) => (
          <link
            key={other}
            rel="alternate"
            hrefLang={other}
            href={absoluteUrl(localizedPath(path, other))}
          />
        ))}
      {path !== undefined && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(path)} />}
      {canonical && <meta property="og:url" content={canonical} />}
      {(isErrorPage || route?.noIndex || data?.preview === true) && (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content={share ? 'article' : 'website'} />
      <meta property="og:site_name" content={BRAND_NAME} />
      {share?.image ? (
        <>
          <meta property="og:image" content={absoluteUrl(share.image)} />
          {share.width && <meta property="og:image:width" content={String(share.width)} />}
          {share.height && <meta property="og:image:height" content={String(share.height)} />}
          <meta property="og:image:alt" content={share.alt} />
        </>
      ) : (
        <>
          <meta property="og:image" content={absoluteUrl('/og-image.jpg')} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta
            property="og:image:alt"
            content={fillSlots(chrome.shareImageAlt, { brand: BRAND_NAME })}
          />
        </>
      )}
      {share?.published && <meta property="article:published_time" content={share.published} />}
      <meta name="twitter:card" content="summary_large_image" />
      <JsonLd data={organizationJsonLd()} />
      <noscript>
        <link rel="stylesheet" href="/noscript.css" />
      </noscript>
    </>
  );
}
