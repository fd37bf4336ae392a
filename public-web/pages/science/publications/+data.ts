import { contentPage } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'publication');
  const locale = pageLocale(pageContext);
  const publications = views.map((view) => SITE_KINDS.publication.show(view, locale));
  return {
    preview,
    page: contentPage('/science/publications'),
    publications,
    ...englishNotice(locale, publications, 'list'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
