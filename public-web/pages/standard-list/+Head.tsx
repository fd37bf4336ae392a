import { useData } from 'vike-react/useData';
import { absoluteUrl } from '../../lib/siteUrl';
import type { Data } from './+data';

/** The kind's Atom feed (web-server/feeds.mjs serves /{kind}/feed.xml). */
export default function Head() {
  const { kind, heading } = useData<Data>();
  return (
    <link
      rel="alternate"
      type="application/atom+xml"
      title={`Kavach Genomics: ${heading}`}
      href={absoluteUrl(`/${kind}/feed.xml`)}
    />
  );
}
