import { READ_MORE_LABEL } from '../../../content/media';
import { contentPage } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'press_release');
  const locale = pageLocale(pageContext);
  const items = views.map((view) => SITE_KINDS.press_release.show(view, locale));
  return {
    preview,
    page: contentPage('/media/press-release'),
    items,
    readMore: READ_MORE_LABEL,
    ...englishNotice(locale, items, 'list'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
