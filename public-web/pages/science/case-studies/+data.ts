import { contentPageData } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'case_study');
  const locale = pageLocale(pageContext);
  const caseStudies = views.map((view) => SITE_KINDS.case_study.show(view, locale));
  return {
    preview,
    ...contentPageData('/science/case-studies', pageContext),
    caseStudies,
    ...englishNotice(locale, caseStudies, 'list'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
