import type { PageContextServer } from 'vike/types';
import { privacyPolicy } from '../../content/legal';
import { privacyPolicyHi } from '../../content/legal.hi';
import { privacyPolicyMr } from '../../content/legal.mr';
import { legalPageData } from '../../lib/legalPages';
import { pageLocale } from '../../lib/locale';
import { loadRetentionPeriods } from '../../lib/serverApi';

/** The policy in each language: the English one governs (the translations say so at their top). */
const POLICY = { en: privacyPolicy, hi: privacyPolicyHi, mr: privacyPolicyMr } as const;

export async function data(pageContext: PageContextServer) {
  const locale = pageLocale(pageContext);
  return legalPageData(locale, POLICY[locale](await loadRetentionPeriods()));
}

export type Data = Awaited<ReturnType<typeof data>>;
