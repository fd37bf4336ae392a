import { absoluteUrl } from '../../../lib/siteUrl';

/** The blog's Atom feed (web-server/feeds.mjs). */
export default function Head() {
  return (
    <link
      rel="alternate"
      type="application/atom+xml"
      title="Kavach Genomics: Blogs"
      href={absoluteUrl('/blog/feed.xml')}
    />
  );
}
