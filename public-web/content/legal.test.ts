// @vitest-environment node
/**
 * The Privacy Policy and the Terms of Service in Hindi and Marathi (content/legal.{hi,mr}.ts):
 * each translation is its English document in other words (the same sections, links, e-mail
 * addresses, names, figures and dates, with whatever retention periods the API gives), opened by
 * its line saying the English governs; and the pages' data gives it, translated whole, only in its
 * own language, while English stays as it was.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatedContentPage, message } from '../i18n/messages';
import { sessionDateLabel } from '../lib/publicApi';
import type { Locale } from '../lib/locale';
import { data as privacyData } from '../pages/privacy-policy/+data';
import { data as termsData } from '../pages/terms/+data';
import { privacyPolicy, termsOfService } from './legal';
import { privacyPolicyHi, termsOfServiceHi } from './legal.hi';
import { privacyPolicyMr, termsOfServiceMr } from './legal.mr';
import type { RetentionPeriods } from './privacyNotice';
import type { LegalDocument } from './types';
import { ADDRESS_ONE_LINE, BRAND_LEGAL_NAME, SUCCESSOR } from './site';

const TRANSLATIONS = {
  hi: { policy: privacyPolicyHi, terms: termsOfServiceHi },
  mr: { policy: privacyPolicyMr, terms: termsOfServiceMr },
} as const;

/** The API's periods as configured, and others that take every branch of the texts. */
const PERIODS: (RetentionPeriods | null)[] = [
  {
    contactsDays: 730,
    registrationsDays: 365,
    applicationsDays: 180,
    unconfirmedSignUpHours: 48,
    auditDays: 400,
    sentMailsDays: 30,
    failedMailsDays: 90,
  },
  {
    contactsDays: 45,
    registrationsDays: 30,
    applicationsDays: 1095,
    unconfirmedSignUpHours: 24,
    auditDays: 365,
    sentMailsDays: 0,
    failedMailsDays: 1,
  },
  null,
];

/** Every text of a document, in order (its line on the English leaves out). */
function textsOf(doc: LegalDocument): string[] {
  return [
    doc.title,
    doc.metaDescription,
    doc.lastUpdated,
    doc.intro,
    ...doc.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.bullets ?? []),
    ]),
  ];
}

/** What a document is apart from its words. */
function shapeOf(doc: LegalDocument) {
  return {
    route: doc.route,
    lastUpdatedIso: doc.lastUpdatedIso,
    sections: doc.sections.map((section) => ({
      paragraphs: section.paragraphs.length,
      bullets: section.bullets?.length,
    })),
  };
}

const figures = (text: string) => [...new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? [])].sort();
const links = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
const emails = (text: string) => text.match(/[\w.+-]+@[\w.-]+\.\w+/g) ?? [];
const NAMES = [BRAND_LEGAL_NAME, 'Kavach Genomics', SUCCESSOR.name, ADDRESS_ONE_LINE];
const count = (text: string, name: string) => text.split(name).length - 1;
/** The words in Latin letters (names, the address, e-mail addresses, "IP", "LinkedIn"). */
const latinWords = (text: string) => text.match(/[A-Za-z]+/g) ?? [];

function expectTranslationOf(translation: LegalDocument, english: LegalDocument, locale: Locale) {
  expect(shapeOf(translation)).toEqual(shapeOf(english));
  const englishTexts = textsOf(english);
  const texts = textsOf(translation);
  expect(texts).toHaveLength(englishTexts.length);
  texts.forEach((text, i) => {
    const en = englishTexts[i];
    const where = `${locale} ${english.route} text ${i}: ${text}`;
    expect(text, where).not.toBe(en);
    expect(text, where).toMatch(/[\u0900-\u097F]/);
    expect(figures(text), where).toEqual(figures(en));
    expect(links(text), where).toEqual(links(en));
    expect(emails(text), where).toEqual(emails(en));
    for (const name of NAMES) expect(count(text, name), `${where} (${name})`).toBe(count(en, name));
    // Nothing left in English but what English has in Latin letters too.
    const englishWords = new Set(latinWords(en));
    for (const word of latinWords(text))
      expect(englishWords.has(word), `${where} (${word})`).toBe(true);
  });
  // The date as the site writes dates in the language (lib/publicApi.ts sessionDateLabel).
  expect(translation.lastUpdated).toBe(sessionDateLabel(english.lastUpdatedIso, null, locale));
  // Its first line: the English document, linked, governs.
  expect(english.englishGoverns).toBeUndefined();
  expect(links(translation.englishGoverns ?? '')).toEqual([english.route]);
  expect(translation.englishGoverns).toMatch(/^[\u0900-\u097F]/);
}

describe('the legal documents in Hindi and Marathi', () => {
  it.each((['hi', 'mr'] as const).flatMap((locale) => PERIODS.map((r) => [locale, r] as const)))(
    '%s: the Privacy Policy is the English one’s sections, links and figures (%j)',
    (locale, r) => {
      expectTranslationOf(TRANSLATIONS[locale].policy(r), privacyPolicy(r), locale);
    },
  );

  it.each(['hi', 'mr'] as const)('%s: the Terms of Service likewise', (locale) => {
    expectTranslationOf(TRANSLATIONS[locale].terms, termsOfService, locale);
  });

  it('the English documents are as they were', () => {
    expect(privacyPolicy(null).title).toBe('Privacy Policy');
    expect(privacyPolicy(null).lastUpdated).toBe('December 1, 2026');
    expect(termsOfService.title).toBe('Terms of Service');
    expect(termsOfService.lastUpdated).toBe('June 2, 2025');
    expect(termsOfService.sections).toHaveLength(9);
    expect(privacyPolicy(PERIODS[0]).sections).toHaveLength(12);
  });
});

describe('the legal pages’ data', () => {
  afterEach(() => vi.unstubAllGlobals());
  const context = (locale?: Locale) => (locale ? { locale } : {}) as never;

  it('in English: the English document alone, as before (no title of its own, not marked)', () => {
    const data = termsData(context('en'));
    expect(data).toStrictEqual({ doc: termsOfService });
    expect(termsData(context())).toStrictEqual({ doc: termsOfService });
    expect(translatedContentPage('en', data)).toBeUndefined();
    // The label the English page draws (components/legal/LegalPage.tsx) is the catalog's English.
    expect(message('en', 'legalLastUpdated')).toBe('Last updated');
  });

  it.each(['hi', 'mr'] as const)(
    '%s: the translated terms with their title, translated whole',
    (locale) => {
      const data = termsData(context(locale));
      expect(data.doc).toBe(TRANSLATIONS[locale].terms);
      expect(data.seo).toEqual({ title: data.doc.title, description: data.doc.metaDescription });
      expect(data.translatedInto).toBe(locale);
      expect(data.lastUpdatedLabel).toBe(message(locale, 'legalLastUpdated'));
      expect(data.lastUpdatedLabel).toMatch(/^[\u0900-\u097F]/);
      // Named as the footer names it (i18n/GLOSSARY.md).
      expect(data.doc.title).toBe(message(locale, 'footerTerms'));
      expect(TRANSLATIONS[locale].policy(null).title).toBe(message(locale, 'footerPrivacy'));
      // The frame gets the page's own texts: no line saying the page is English.
      expect(translatedContentPage(locale, data)).toBeDefined();
      expect(translatedContentPage(locale === 'hi' ? 'mr' : 'hi', data)).toBeUndefined();
    },
  );

  it.each([undefined, 'en', 'hi', 'mr'] as const)(
    'the privacy policy (%s): the document in the page’s language with the API’s periods',
    async (locale) => {
      const retention = PERIODS[0]!;
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(JSON.stringify({ version: '2026-11-23', retention }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
        ),
      );
      const data = await privacyData(context(locale));
      if (locale === undefined || locale === 'en') {
        expect(data).toStrictEqual({ doc: privacyPolicy(retention) });
        return;
      }
      const doc = TRANSLATIONS[locale].policy(retention);
      expect(data).toStrictEqual({
        doc,
        seo: { title: doc.title, description: doc.metaDescription },
        translatedInto: locale,
        lastUpdatedLabel: message(locale, 'legalLastUpdated'),
      });
      expect(data.seo?.title).toBe(locale === 'hi' ? 'गोपनीयता नीति' : 'गोपनीयता धोरण');
      expect(translatedContentPage(locale, data)).toBeDefined();
    },
  );
});
