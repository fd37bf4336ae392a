import { contentPage } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { liveListPage } from '../../../lib/liveArticles';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'publication');
  return {
    preview,
    page: contentPage('/science/publications'),
    publications: views.map(SITE_KINDS.publication.show),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
