// @vitest-environment node
/**
 * The content routes in Hindi and Marathi (content/programmePages.{hi,mr}.ts): each translation is
 * its English page's blocks, links and figures in other words, and a page gets it, and is then
 * translated whole, only in its own language; every other route and language stays as it was.
 */
import { describe, expect, it } from 'vitest';
import type { PageContent } from '../content/types';
import { translatedContentPage } from '../i18n/messages';
import { TRIBUTE_CARD_KEYS, TRIBUTE_STORY_KEYS, tributes } from '../content/tributes';
import { PARTNERS_HEADING, partnerRows } from '../content/partners';
import { message, translatedPage } from '../i18n/messages';
import { findRoute } from '../routes';
import { data as investorsData } from '../pages/about-us/our-investors/+data';
import { data as tributeData } from '../pages/tribute/@name/+data';
import { data as aboutData } from '../pages/about-us/+data';
import { data as companyData } from '../pages/about-us/the-company/+data';
import { data as licensorsData } from '../pages/about-us/our-licensors/+data';
import { data as articlesData } from '../pages/media/articles/+data';
import { ARTICLE_CARD_KEYS, articles } from '../content/media';
import { LICENSOR_CARD_KEYS, licensors } from '../content/science';
import { data as oncoData } from '../pages/products/b-cube/onco/+data';
import { data as hospitalsData } from '../pages/products/packages/hospitals/+data';
import {
  CONTENT_PAGE_ROUTES,
  OWN_ENTRY_PAGE_ROUTES,
  contentPage,
  contentPageData,
  contentPageTranslation,
  type PageContentRoute,
} from './contentPages';
import { LOCALES, type Locale } from './locale';

/**
 * Every route drawn from a PageContent: the content routes, then those with a route-table entry
 * of their own (the about overview).
 */
const ROUTES: readonly PageContentRoute[] = [...CONTENT_PAGE_ROUTES, ...OWN_ENTRY_PAGE_ROUTES];

/** The routes translated, in both languages: every page drawn from a PageContent. */
const TRANSLATED = ROUTES;

/**
 * A text that is only a product's name (a block headed "AoB"): names stay names
 * (i18n/GLOSSARY.md), so it is the English one.
 */
const NAME_ONLY = /^(?:HrC|AoB|B3|Kavach Genomics)$/;

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
  it.each(['hi', 'mr'] as const)('%s: the plain content pages are translated', (locale) => {
    const routes = ROUTES.filter((route) => contentPageTranslation(route, locale));
    expect(routes).toEqual(TRANSLATED);
  });

  it('English has no translation of its own (its page is content/programmePages.ts)', () => {
    for (const route of ROUTES) expect(contentPageTranslation(route, 'en'), route).toBeUndefined();
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
        if (NAME_ONLY.test(englishTexts[i])) {
          expect(text, where).toBe(englishTexts[i]);
          return;
        }
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
    for (const route of ROUTES) {
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

  it('the investors’ page (an entry of its own in the route table) is translated like the others', () => {
    const route = '/about-us/our-investors';
    // Its English PageContent is content/investors.ts's, found by its route.
    expect(OWN_ENTRY_PAGE_ROUTES).toContain(route);
    expect(contentPage(route).hero.heading).toBe('Our Investor');
    expect(contentPageData(route, pageIn('en'))).toStrictEqual({ page: contentPage(route) });
    // In English its title stays the route table's (no `seo` of its data).
    expect(findRoute(route)?.title).toBe('Our Investors');
    const hindi = contentPageData(route, pageIn('hi'));
    expect(hindi.page.hero.heading).toBe('हमारे निवेशक');
    expect(hindi.seo?.title).toBe('हमारे निवेशक');
    expect(translatedContentPage('hi', hindi)?.texts).toEqual({ contentPageNextSteps: 'अगले कदम' });
    const marathi = contentPageData(route, pageIn('mr'));
    expect(marathi.page.hero.heading).toBe('आमचे गुंतवणूकदार');
    expect(translatedContentPage('mr', marathi)).toBeDefined();
  });

  it('a route with no translation in a language: its English page under the line saying so', () => {
    // Every route drawn from a PageContent has both translations now; English stands for the
    // language a route has none in (the next one added to content/programmePages.ts is so in all).
    for (const route of ROUTES) {
      const data = contentPageData(route, pageIn('en'));
      expect(contentPageTranslation(route, 'en')).toBeUndefined();
      // No pageTexts of a content page: in Hindi or Marathi, pages/+Layout.tsx would show the
      // notice and the English body in lang="en".
      for (const locale of LOCALES) expect(translatedContentPage(locale, data)).toBeUndefined();
    }
  });
});

describe('a translated route’s own extras are in its language too (their words in the catalogs)', () => {
  // What a +data gets (only the page's language is read).
  const context = (locale: Locale) => ({ locale }) as never;

  it('the licensors’ cards: as written in English; area, place and description translated', () => {
    const english = licensorsData(context('en'));
    expect(Object.keys(english)).toEqual(['page', 'licensors']);
    expect(english.licensors).toBe(licensors);
    // The catalogs' English is the cards' own.
    for (const licensor of licensors) {
      const keys = LICENSOR_CARD_KEYS[licensor.name];
      expect(message('en', keys.area)).toBe(licensor.area);
      expect(message('en', keys.location)).toBe(licensor.location);
      expect(message('en', keys.description)).toBe(licensor.description);
    }
    for (const locale of ['hi', 'mr'] as const) {
      const data = licensorsData(context(locale));
      expect(data.translatedInto).toBe(locale);
      data.licensors.forEach((licensor, i) => {
        // The institutions' names as written.
        expect(licensor.name).toBe(licensors[i].name);
        for (const text of [licensor.area, licensor.location, licensor.description])
          expect(text).toMatch(/^[\u0900-\u097F]/);
        expect(figures(licensor.description)).toEqual(figures(licensors[i].description));
      });
    }
  });

  it('the article cards: as written in English; titles, excerpts, tags and the list’s name translated', () => {
    const english = articlesData(context('en'));
    expect(Object.keys(english)).toEqual(['page', 'items']);
    expect(english.items).toBe(articles);
    for (const article of articles) {
      expect(message('en', ARTICLE_CARD_KEYS[article.title].title)).toBe(article.title);
      expect(message('en', ARTICLE_CARD_KEYS[article.title].excerpt)).toBe(article.excerpt);
    }
    expect(message('en', 'articlesLabel')).toBe('Articles');
    for (const locale of ['hi', 'mr'] as const) {
      const data = articlesData(context(locale));
      expect(data.translatedInto).toBe(locale);
      data.items.forEach((item, i) => {
        expect([item.image, item.url, item.status]).toEqual([
          articles[i].image,
          articles[i].url,
          articles[i].status,
        ]);
        expect(item.title).toMatch(/^[\u0900-\u097F]/);
        expect(item.excerpt).toMatch(/^[\u0900-\u097F]/);
      });
      for (const label of Object.values(data.labels ?? {}))
        expect(label).toMatch(/^[\u0900-\u097F]/);
      expect(Object.keys(data.labels ?? {})).toEqual(['list', 'comingSoon', 'published']);
    }
  });

  it('the about overview’s list of cards: named in English by its page, in the page’s language where translated', () => {
    const english = aboutData(context('en'));
    expect(english).toStrictEqual({ page: contentPage('/about-us') });
    for (const locale of ['hi', 'mr'] as const) {
      const data = aboutData(context(locale));
      expect(data.translatedInto).toBe(locale);
      expect(data.seo).toEqual({ title: data.page.title, description: data.page.metaDescription });
      expect(data.sectionsLabel).toBe(message(locale, 'aboutSectionsLabel'));
      expect(data.sectionsLabel).toMatch(/^[\u0900-\u097F]/);
    }
  });

  it('the investors’ page: its partners’ heading in the page’s language, their names as written', () => {
    const english = investorsData(context('en'));
    expect(english).toStrictEqual({
      page: contentPage('/about-us/our-investors'),
      partnersHeading: 'Key Partners',
      partnerRows: partnerRows(),
    });
    // The catalogs' English is the page's own.
    expect(message('en', 'investorsPartnersHeading')).toBe(PARTNERS_HEADING);
    for (const [locale, heading] of [
      ['hi', 'मुख्य साझेदार'],
      ['mr', 'प्रमुख भागीदार'],
    ] as const) {
      const data = investorsData(context(locale));
      expect(data.translatedInto).toBe(locale);
      expect(data.partnersHeading).toBe(heading);
      expect(data.page.hero.heading).toMatch(/^[\u0900-\u097F]/);
      expect(data.partnerRows).toStrictEqual(partnerRows());
      // Translated whole: the frame's texts, so no line saying the page is English.
      expect(translatedContentPage(locale, data)?.texts).toEqual({
        contentPageNextSteps: message(locale, 'contentPageNextSteps'),
      });
    }
  });

  it('the partner hospitals’ cards: in English as they always were', () => {
    const data = hospitalsData(context('en'));
    expect(Object.keys(data)).toEqual(['page', 'hospitals']);
    expect(data.hospitals).toStrictEqual([
      {
        name: 'Partner Hospital A',
        city: 'Mumbai',
        area: 'Lower Parel',
        image: '/images/hospital.svg',
        description:
          'A multispeciality partner hospital offering HrC sample collection and referral support for its patients.',
        services: [
          'HrC sample collection',
          'Post-test consultation referrals',
          'Cancer Survivor package',
        ],
      },
      {
        name: 'Partner Hospital B',
        city: 'Bangalore',
        area: 'Whitefield',
        image: '/images/hospital.svg',
        description:
          'A partner hospital whose oncology department works with us on B3 reports for patients in treatment.',
        services: [
          'B3 Response and Remission reports',
          'HrC sample collection',
          'Survivorship follow-up',
        ],
      },
      {
        name: 'Partner Hospital C',
        city: 'Navi Mumbai',
        area: 'Navi Mumbai',
        image: '/images/hospital.svg',
        description:
          'A partner hospital offering B3 diabetes reports alongside its diabetes and cardiac clinics.',
        services: [
          'B3 diabetes reports',
          'B3 cardiac and neurological reports',
          'HrC sample collection',
        ],
      },
    ]);
  });

  it('the B3 oncology carousel: in English as it always was, with no names of its own', () => {
    const data = oncoData(context('en'));
    expect(Object.keys(data)).toEqual(['page', 'steps', 'autoAdvanceMs']);
    expect(data.steps.map((step) => [step.number, step.title, step.image])).toEqual([
      [1, '16 ml blood sample', '/images/step-blood.svg'],
      [2, 'Sequencing', '/images/step-sequencing.svg'],
      [3, 'Pathway analysis', '/images/step-pathway.svg'],
      [4, 'Personalised insights', '/images/step-insights.svg'],
    ]);
    expect(data.steps[2].subtext).toBe(
      'Each gene’s activity is compared with healthy controls. Changes of about 2-fold or more are grouped into pathways and linked to the organ involved.',
    );
  });

  it.each(['hi', 'mr'] as const)(
    '%s: the cards and the carousel in the page’s language',
    (locale) => {
      const english = hospitalsData(context('en')).hospitals;
      const hospitals = hospitalsData(context(locale));
      expect(hospitals.translatedInto).toBe(locale);
      hospitals.hospitals.forEach((hospital, i) => {
        expect(hospital.image).toBe(english[i].image);
        expect(hospital.services).toHaveLength(english[i].services.length);
        for (const text of [hospital.name, hospital.city, hospital.area, hospital.description])
          expect(text).toMatch(/[\u0900-\u097F]/);
        for (const text of hospital.services) expect(text).toMatch(/[\u0900-\u097F]/);
      });
      const englishSteps = oncoData(context('en')).steps;
      const onco = oncoData(context(locale));
      expect(onco.translatedInto).toBe(locale);
      onco.steps.forEach((step, i) => {
        expect([step.number, step.image]).toEqual([englishSteps[i].number, englishSteps[i].image]);
        expect(step.title).toMatch(/[\u0900-\u097F]/);
        expect(figures(step.subtext)).toEqual(figures(englishSteps[i].subtext));
      });
      expect(onco.carousel?.label).toMatch(/^B3 [\u0900-\u097F]/);
      expect(onco.carousel?.stepOf).toContain('{position}');
    },
  );

  it('the tribute cards: as written in English; role, summary and closing line translated', () => {
    const english = companyData(context('en'));
    expect(Object.keys(english)).toEqual(['page', 'tributes', 'heroVideo']);
    expect(english.tributes).toBe(tributes);
    // The catalogs' English is the tributes' own.
    for (const tribute of tributes) {
      expect(message('en', TRIBUTE_CARD_KEYS[tribute.slug].role)).toBe(tribute.role);
      expect(message('en', TRIBUTE_CARD_KEYS[tribute.slug].summary)).toBe(tribute.summary);
    }
    for (const locale of ['hi', 'mr'] as const) {
      const data = companyData(context(locale));
      expect(data.translatedInto).toBe(locale);
      expect(data.tributeMore).toMatch(/^[\u0900-\u097F]/);
      data.tributes.forEach((tribute, i) => {
        // Names, years, pictures and links as written.
        expect(tribute.name).toBe(tributes[i].name);
        expect(tribute.slug).toBe(tributes[i].slug);
        expect(tribute.years).toBe(tributes[i].years);
        expect(tribute.role).toMatch(/^[\u0900-\u097F]/);
        expect(tribute.summary).toMatch(/[\u0900-\u097F]/);
      });
    }
  });
});

describe('a tribute’s page (/tribute/{slug})', () => {
  /** What the tribute page's +data gets. */
  const tributeContext = (locale: Locale, name: string) =>
    ({ locale, routeParams: { name } }) as never;

  it('in English: the tribute as written, with the route table’s title and description', () => {
    for (const tribute of tributes) {
      expect(tributeData(tributeContext('en', tribute.slug))).toStrictEqual({ tribute });
      // The catalogs' English is the tribute's own, and the route table's title and description.
      expect(TRIBUTE_STORY_KEYS[tribute.slug].map((key) => message('en', key))).toEqual(
        tribute.paragraphs,
      );
      const values = {
        name: tribute.name,
        role: tribute.role,
        summary: tribute.summary,
        years: tribute.years ?? 'none',
      };
      const route = findRoute(`/tribute/${tribute.slug}`)!;
      expect(message('en', 'tributePageTitle', values)).toBe(route.title);
      expect(message('en', 'tributePageDescription', values)).toBe(route.description);
    }
    // The page's own words in English are the ones it always showed.
    expect(translatedPage('en', '/pages/tribute/@name')).toEqual({
      seo: undefined,
      texts: {
        tributeEyebrow: 'In loving memory',
        tributeSectionLabel: 'Remembering {name}',
        tributeBack: '← Back to Who We Are',
      },
    });
  });

  it.each(['hi', 'mr'] as const)(
    '%s: the whole tribute in the page’s language, its name, years and picture as written',
    (locale) => {
      for (const tribute of tributes) {
        const data = tributeData(tributeContext(locale, tribute.slug));
        const shown = data.tribute;
        expect([shown.slug, shown.name, shown.years, shown.image]).toEqual([
          tribute.slug,
          tribute.name,
          tribute.years,
          tribute.image,
        ]);
        expect(shown.role).toBe(message(locale, TRIBUTE_CARD_KEYS[tribute.slug].role));
        expect(shown.summary).toBe(message(locale, TRIBUTE_CARD_KEYS[tribute.slug].summary));
        expect(shown.paragraphs).toHaveLength(tribute.paragraphs.length);
        shown.paragraphs.forEach((paragraph, i) => {
          expect(paragraph).toMatch(/[\u0900-\u097F]/);
          // Its years and dates, no more and no fewer.
          expect(figures(paragraph)).toEqual(figures(tribute.paragraphs[i]));
        });
        // Its title and description in the page's language, with the name as written.
        const seo = data.seo!;
        expect(seo.title).toContain(tribute.name);
        expect(seo.title).toMatch(/[\u0900-\u097F]/);
        expect(seo.description).toContain(shown.summary);
        expect(seo.description).toContain(tribute.years);
      }
      // The page's own words: in the page's language (pageTexts, so no line saying it is English).
      const texts = translatedPage(locale, '/pages/tribute/@name')!.texts;
      expect(Object.keys(texts)).toEqual(['tributeEyebrow', 'tributeSectionLabel', 'tributeBack']);
      for (const text of Object.values(texts)) expect(text).toMatch(/[\u0900-\u097F]/);
      expect(texts.tributeSectionLabel).toContain('{name}');
    },
  );

  it('the Hindi and Marathi titles', () => {
    expect(tributeData(tributeContext('hi', 'vasant-kelkar'))).toMatchObject({
      seo: { title: 'Dr. Vasant Kelkar की स्मृति में' },
    });
    expect(tributeData(tributeContext('mr', 'radhika-menon'))).toMatchObject({
      seo: { title: 'Radhika Menon यांच्या स्मृतीत' },
    });
  });
});
