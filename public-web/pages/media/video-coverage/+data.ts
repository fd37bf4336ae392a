import { contentPage } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'video');
  const locale = pageLocale(pageContext);
  const items = views.map((view) => SITE_KINDS.video.show(view, locale));
  return {
    preview,
    page: contentPage('/media/video-coverage'),
    items,
    ...englishNotice(locale, items, 'list'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
