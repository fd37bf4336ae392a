import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { faqsOf } from '../../../lib/publicApi';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'faq');
  const locale = pageLocale(pageContext);
  const aobFaqs = faqsOf(views, 'aob', locale);
  const hrcFaqs = faqsOf(views, 'hrc', locale);
  return {
    preview,
    aobFaqs,
    hrcFaqs,
    // One line over both tabs.
    ...englishNotice(locale, [...aobFaqs, ...hrcFaqs], 'list'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
