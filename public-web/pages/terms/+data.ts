import type { PageContextServer } from 'vike/types';
import { termsOfService } from '../../content/legal';
import { termsOfServiceHi } from '../../content/legal.hi';
import { termsOfServiceMr } from '../../content/legal.mr';
import { legalPageData } from '../../lib/legalPages';
import { pageLocale } from '../../lib/locale';

/** The terms in each language: the English ones govern (the translations say so at their top). */
const TERMS = { en: termsOfService, hi: termsOfServiceHi, mr: termsOfServiceMr } as const;

export function data(pageContext: PageContextServer) {
  const locale = pageLocale(pageContext);
  return legalPageData(locale, TERMS[locale]);
}

export type Data = ReturnType<typeof data>;
