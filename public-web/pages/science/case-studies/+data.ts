import { caseStudies } from '../../../content/science';
import { contentPage } from '../../../lib/contentPages';

export function data() {
  return { page: contentPage('/science/case-studies'), caseStudies };
}

export type Data = ReturnType<typeof data>;
