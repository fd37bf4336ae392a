import { contentPage } from '../../../lib/contentPages';
import { liveList } from '../../../lib/liveArticles';
import { caseStudyOf } from '../../../lib/publicApi';

export async function data() {
  const views = await liveList('case_study');
  return { page: contentPage('/science/case-studies'), caseStudies: views.map(caseStudyOf) };
}

export type Data = Awaited<ReturnType<typeof data>>;
