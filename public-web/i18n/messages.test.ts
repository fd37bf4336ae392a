// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAQ_PAGE } from '../content/faqs';
import { CAREERS_PAGE } from '../content/jobs';
import { LEADERSHIP_HEADINGS } from '../content/people';
import { BLOGS_PAGE } from '../content/programmePages';
import { contentPage, contentPageTranslation } from '../lib/contentPages';
import { CONTACT_HOURS } from '../content/site';
import { LOCALES } from '../lib/locale';
import { findRoute } from '../routes';
import type { MessageKey } from './catalog';
import { CATALOGS, chromeFor, message } from './messages';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KEYS = Object.keys(CATALOGS.en.messages) as MessageKey[];

/**
 * The site's code where a key must be used: the catalogs, their formatter and tests left out,
 * and the key lists of catalog.ts (a key listed for a page is not yet one its page uses).
 */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(file);
    const relative = path.relative(ROOT, file);
    const catalog = /^i18n[\\/](en|hi|mr|messages)\.ts$/.test(relative);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || catalog) return [];
    const text = fs.readFileSync(file, 'utf8');
    return /^i18n[\\/]catalog\.ts$/.test(relative)
      ? [text.replace(/= \[[^\]]*\] as const satisfies readonly MessageKey\[\];/g, '')]
      : [text];
  });
}

describe('message catalogs', () => {
  it('every language has every key of the English catalog, and no other', () => {
    for (const locale of LOCALES)
      expect(Object.keys(CATALOGS[locale].messages).sort(), locale).toEqual([...KEYS].sort());
  });

  it('every key is used by the code', () => {
    const code = sources(ROOT).join('\n');
    const unused = KEYS.filter((key) => !new RegExp(`[.'"]${key}\\b`).test(code));
    expect(unused).toEqual([]);
  });

  it('every message is valid ICU and formats in its language', () => {
    for (const locale of LOCALES)
      for (const key of KEYS)
        expect(message(locale, key, { count: 2, index: '5' }), `${locale} ${key}`).not.toBe('');
    expect(message('hi', 'offerSwitch')).toBe('हिन्दी में पढ़ें');
    expect(message('en', 'offerText', { language: 'Marathi' })).toBe(
      'This site is also in Marathi.',
    );
  });

  it('the Hindi and Marathi drafts are marked unreviewed; English is the site’s own text', () => {
    expect(CATALOGS.en.reviewed).toBe(true);
    expect(CATALOGS.hi.reviewed).toBe(false);
    expect(CATALOGS.mr.reviewed).toBe(false);
    expect(chromeFor('en').skipToContent).toBe('Skip to main content');
  });

  it("the contact page's English words are the route table's and the media contact's", () => {
    const route = findRoute('/contact-us')!;
    expect(message('en', 'contactTitle')).toBe(route.title);
    expect(message('en', 'contactDescription')).toBe(route.description);
    expect(message('en', 'contactBanner')).toBe(route.heading);
    expect(message('en', 'contactHoursValue')).toBe(CONTACT_HOURS);
  });

  it("the home page's English words are the route table's", () => {
    const route = findRoute('/')!;
    expect(message('en', 'homeTitle')).toBe(route.title);
    expect(message('en', 'homeDescription')).toBe(route.description);
    expect(message('en', 'homeHeroTitle')).toBe(route.heading);
  });

  it.each([
    ['/newsletter/confirm', 'confirmPageTitle', 'confirmPageDescription', 'confirmHeading'],
    [
      '/newsletter/unsubscribe',
      'unsubscribePageTitle',
      'unsubscribePageDescription',
      'unsubscribeHeading',
    ],
    ['/whatweoffer', 'whatWeOfferTitle', 'whatWeOfferDescription', 'whatWeOfferHeading'],
    ['/about-us/leadership', 'leadershipTitle', 'leadershipDescription', 'leadershipManagement'],
    ['/coming-soon', 'comingSoonTitle', 'comingSoonDescription', 'comingSoonTitle'],
    ['/media/media-contact', 'mediaContactTitle', 'mediaContactDescription', 'mediaContactTitle'],
    ['/about-us/careers', 'careersTitle', 'careersDescription', 'careersTitle'],
  ] as const)(
    "%s: the English words are the route table's",
    (path, title, description, heading) => {
      const route = findRoute(path)!;
      expect(message('en', title)).toBe(route.title);
      expect(message('en', description)).toBe(route.description);
      expect(message('en', heading)).toBe(route.heading);
    },
  );

  it("the leadership page's group headings in English are content/people.ts's", () => {
    expect(message('en', 'leadershipManagement')).toBe(LEADERSHIP_HEADINGS.management);
    expect(message('en', 'leadershipBoard')).toBe(LEADERSHIP_HEADINGS.board);
    expect(message('en', 'leadershipAdvisors')).toBe(LEADERSHIP_HEADINGS.advisors);
  });

  it("the sessions page's English words are the route table's", () => {
    const route = findRoute('/our-sessions')!;
    expect(message('en', 'sessionsTitle')).toBe(route.title);
    expect(message('en', 'sessionsDescription')).toBe(route.description);
    expect(message('en', 'sessionsHeading')).toBe(route.heading);
  });

  // The error page's 503 view is under the page's heading: a content page's is its PageContent's
  // hero heading, in English and in each translation.
  it.each([
    ['/science/publications', 'publicationsHeading'],
    ['/science/case-studies', 'caseStudiesHeading'],
    ['/media/press-release', 'pressReleasesHeading'],
    ['/media/video-coverage', 'videoCoverageHeading'],
  ] as const)("%s: the heading of its 503 view is its content's", (route, key) => {
    expect(message('en', key)).toBe(contentPage(route).hero.heading);
    for (const locale of ['hi', 'mr'] as const)
      expect(message(locale, key), locale).toBe(
        contentPageTranslation(route, locale)?.hero.heading,
      );
  });

  it("the English headings of the error page's views are the pages' own", () => {
    expect(message('en', 'careersTitle')).toBe(CAREERS_PAGE.heroHeading);
    expect(message('en', 'blogHeading')).toBe(BLOGS_PAGE.heroHeading);
    expect(message('en', 'faqsTitle')).toBe(FAQ_PAGE.heading);
  });

  // A medical statement's figures (an accuracy, a volume, a delay, a price, a score) are where a
  // translation most easily adds or drops a claim: each translated message has the English one's.
  it('every translated message states the figures of its English', () => {
    const figures = (text: string) =>
      (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '')).sort();
    const differ: string[] = [];
    for (const locale of LOCALES)
      for (const key of KEYS) {
        const english = figures(CATALOGS.en.messages[key]);
        if (figures(CATALOGS[locale].messages[key]).join() !== english.join())
          differ.push(`${locale} ${key}`);
      }
    expect(differ).toEqual([]);
  });
});
