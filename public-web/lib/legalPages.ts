/**
 * What the +data of the Privacy Policy and the Terms of Service returns (pages/privacy-policy,
 * pages/terms), given the document in the page's language (content/legal.ts, legal.hi.ts,
 * legal.mr.ts). In Hindi or Marathi, like a content route's (lib/contentPages.ts contentPageData):
 * the document's title and description (`seo`), `translatedInto`, which makes the page one
 * translated whole (i18n/messages.ts translatedContentPage: no line saying it is English), and the
 * words the page draws around the document in that language. In English, the document alone, as it
 * always was (components/legal/LegalPage.tsx has the English words).
 */
import type { LegalDocument } from '../content/types';
import { message } from '../i18n/messages';
import { DEFAULT_LOCALE, type Locale } from './locale';

interface LegalPageData {
  doc: LegalDocument;
  seo?: { title: string; description: string };
  translatedInto?: Locale;
  /** "Last updated" in the document's language (a translation only). */
  lastUpdatedLabel?: string;
}

export function legalPageData(locale: Locale, doc: LegalDocument): LegalPageData {
  if (locale === DEFAULT_LOCALE) return { doc };
  return {
    doc,
    seo: { title: doc.title, description: doc.metaDescription },
    translatedInto: locale,
    lastUpdatedLabel: message(locale, 'legalLastUpdated'),
  };
}
