import { absoluteUrl } from '../../lib/siteUrl';

/** The news's Atom feed (web-server/feeds.mjs). */
export default function Head() {
  return (
    <link
      rel="alternate"
      type="application/atom+xml"
      title="Kavach Genomics: News"
      href={absoluteUrl('/news/feed.xml')}
    />
  );
}
