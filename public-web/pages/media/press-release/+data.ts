import { READ_MORE_LABEL } from '../../../content/media';
import { contentPage } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { liveListPage } from '../../../lib/liveArticles';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'press_release');
  return {
    preview,
    page: contentPage('/media/press-release'),
    items: views.map(SITE_KINDS.press_release.show),
    readMore: READ_MORE_LABEL,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
