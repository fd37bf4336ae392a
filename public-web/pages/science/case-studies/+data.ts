import { contentPage } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { liveListPage } from '../../../lib/liveArticles';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'case_study');
  return {
    preview,
    page: contentPage('/science/case-studies'),
    caseStudies: views.map(SITE_KINDS.case_study.show),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
