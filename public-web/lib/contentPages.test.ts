// @vitest-environment node
/**
 * The content routes in Hindi and Marathi (content/programmePages.{hi,mr}.ts): each translation is
 * its English page's blocks, links and figures in other words, and a page gets it, and is then
 * translated whole, only in its own language; every other route and language stays as it was.
 */
import { describe, expect, it } from 'vitest';
import type { PageContent } from '../content/types';
import { translatedContentPage } from '../i18n/messages';
import {
  CONTENT_PAGE_ROUTES,
  contentPage,
  contentPageData,
  contentPageTranslation,
  type ContentPageRoute,
} from './contentPages';
import { LOCALES, type Locale } from './locale';

/** The routes translated so far, in both languages. */
const TRANSLATED: ContentPageRoute[] = [
  '/screening-subject',
  '/cancer-patient',
  '/cancer-survivor',
  '/diabetes-type1',
  '/diabetes-type2',
  '/diabetes-comorbidities',
];

/** Every text of a page, in order. */
function textsOf(page: PageContent): string[] {
  return [
    page.title,
    page.metaDescription,
    page.hero.heading,
    page.hero.subheading ?? '',
    ...page.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.bullets ?? []),
      section.cta?.label ?? '',
    ]),
    ...(page.ctas ?? []).map((link) => link.label),
    page.backLink?.label ?? '',
  ];
}

/** What a page is apart from its words: its blocks, links and images. */
function shapeOf(page: PageContent) {
  return {
    route: page.route,
    image: page.hero.image,
    subheading: page.hero.subheading !== undefined,
    sections: page.sections.map((section) => ({
      id: section.id,
      paragraphs: section.paragraphs?.length,
      bullets: section.bullets?.length,
      cta: section.cta && { href: section.cta.href, external: section.cta.external },
      image: section.image,
    })),
    ctas: page.ctas?.map((link) => ({ href: link.href, external: link.external })),
    backLink: page.backLink?.href,
  };
}

/** The figures a text states (a volume, a delay, an age, a score, a product's number). */
const figures = (text: string) => [...new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? [])].sort();

describe('content routes in Hindi and Marathi', () => {
  it.each(['hi', 'mr'] as const)('%s: the six programme pages are translated', (locale) => {
    const routes = CONTENT_PAGE_ROUTES.filter((route) => contentPageTranslation(route, locale));
    expect(routes).toEqual(TRANSLATED);
  });

  it('English has no translation of its own (its page is content/programmePages.ts)', () => {
    for (const route of CONTENT_PAGE_ROUTES)
      expect(contentPageTranslation(route, 'en'), route).toBeUndefined();
  });

  it.each(
    (['hi', 'mr'] as const).flatMap((locale) =>
      TRANSLATED.map((route) => [locale, route] as const),
    ),
  )(
    '%s %s: the English page’s blocks, links and figures, every text in Devanagari',
    (locale, route) => {
      const english = contentPage(route);
      const translation = contentPageTranslation(route, locale)!;
      expect(shapeOf(translation)).toEqual(shapeOf(english));
      const englishTexts = textsOf(english);
      textsOf(translation).forEach((text, i) => {
        const where = `${locale} ${route} text ${i}: ${text}`;
        // No text left English, nor dropped (an empty one only where English has none).
        expect(text === '', where).toBe(englishTexts[i] === '');
        if (text === '') return;
        expect(text, where).not.toBe(englishTexts[i]);
        expect(text, where).toMatch(/[\u0900-\u097F]/);
        // A medical statement's figures are where a translation most easily adds or drops a claim.
        expect(figures(text), where).toEqual(figures(englishTexts[i]));
      });
    },
  );
});

describe('a content route’s data and the page it makes', () => {
  const pageIn = (locale: Locale) => ({ locale });

  it('in English: the English page, as before (no title of its own, not marked)', () => {
    for (const route of CONTENT_PAGE_ROUTES) {
      const data = contentPageData(route, pageIn('en'));
      expect(data).toStrictEqual({ page: contentPage(route) });
      expect(translatedContentPage('en', data)).toBeUndefined();
    }
    expect(contentPageData('/screening-subject', {})).toStrictEqual({
      page: contentPage('/screening-subject'),
    });
  });

  it('in Hindi or Marathi: the page in that language with its title, translated whole', () => {
    const data = contentPageData('/screening-subject', pageIn('hi'));
    expect(data.page.hero.heading).toBe('स्वस्थ लोगों के लिए स्क्रीनिंग');
    expect(data.seo).toEqual({ title: data.page.title, description: data.page.metaDescription });
    expect(data.translatedInto).toBe('hi');
    // The frame gets the page's own texts (pageContext.pageTexts): no line saying it is English.
    expect(translatedContentPage('hi', data)?.texts).toEqual({ contentPageNextSteps: 'अगले कदम' });
    // Only in its own language.
    expect(translatedContentPage('mr', data)).toBeUndefined();
    const marathi = contentPageData('/diabetes-type2', pageIn('mr'));
    expect(translatedContentPage('mr', marathi)?.texts).toEqual({
      contentPageNextSteps: 'पुढील पावले',
    });
  });

  it('a route with no translation: its English page under the line saying so, in every language', () => {
    for (const locale of LOCALES) {
      const data = contentPageData('/cancercta', pageIn(locale));
      expect(data).toStrictEqual({ page: contentPage('/cancercta') });
      // No pageTexts: pages/+Layout.tsx shows the notice and the English body in lang="en".
      expect(translatedContentPage(locale, data)).toBeUndefined();
    }
  });
});
