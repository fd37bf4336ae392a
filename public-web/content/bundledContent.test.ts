// @vitest-environment node
/**
 * The content that moves into the database (the API's migration loads
 * api/src/platform/database/migrations/seeds/bundled-content.json) is exactly what these modules
 * hold: every item, its fields and its text. UPDATE_BUNDLED_CONTENT=1 writes the file again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTENT_LENGTHS } from '@kavach/api-client/content-kinds';
import { slugOf } from '@kavach/api-client/slug';
import { expect, test } from 'vitest';
import { isMetaDescription } from '../components/article/parseArticle';
import { blogBodies } from './blogBodies';
import { blogs } from './blogs';
import { aobFaqs, b3Faqs, hrcFaqs } from './faqs';
import { pressReleases, videoCoverage } from './media';
import { news } from './news';
import { advisors, board, management } from './people';
import { caseStudies, publications } from './science';

const FILE = fileURLToPath(
  new URL('../../api/src/platform/database/migrations/seeds/bundled-content.json', import.meta.url),
);

interface SeedItem {
  slug: string;
  title: string;
  /** YYYY-MM-DD, and the text the site shows for it today (checked by the API's tests). */
  date?: string;
  shown_date?: string;
  position: number;
  fields: Record<string, string | string[] | null>;
  /** The body's entries in the site's light markup; the migration turns them into rich text. */
  paragraphs?: string[];
  seo_description?: string;
}

/** Slugs made from titles, numbered when a kind has two equal ones. */
function slugged<T>(
  items: T[],
  titleOf: (t: T) => string,
  seed: (t: T, i: number) => Omit<SeedItem, 'slug' | 'title'>,
): SeedItem[] {
  const seen = new Map<string, number>();
  return items.map((item, i) => {
    const title = titleOf(item);
    const base = slugOf(title, CONTENT_LENGTHS.slug);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { slug: n === 1 ? base : `${base}-${n}`, title, ...seed(item, i) };
  });
}

const dated = (iso: string | undefined, shown: string | undefined) =>
  iso ? { date: iso, shown_date: shown } : {};

function bundledContent(): Record<string, SeedItem[]> {
  const faqSections = { hrc: hrcFaqs, b3: b3Faqs, aob: aobFaqs };
  return {
    blog: slugged(
      blogs,
      (b) => b.title,
      (b, i) => {
        const entries = blogBodies[i].slice(1);
        const meta = entries.find(isMetaDescription);
        return {
          ...dated(b.isoDate, b.date),
          position: i,
          fields: { image: b.image, description: b.description, url: b.url ?? null },
          paragraphs: entries.filter((e) => !isMetaDescription(e) && e.trim()).map((e) => e.trim()),
          ...(meta
            ? { seo_description: meta.replace(/^\s*meta description\s*:?\s*/i, '').trim() }
            : {}),
        };
      },
    ),
    news: slugged(
      news,
      (n) => n.title,
      (n, i) => ({
        ...dated(n.isoDate, n.date),
        position: i,
        fields: { img: n.img, desc: n.desc },
        paragraphs: n.content ?? [],
      }),
    ),
    faq: Object.entries(faqSections).flatMap(([section, faqs]) =>
      slugged(
        faqs,
        (f) => f.question,
        (f, i) => ({
          position: i,
          fields: { section },
          ...(f.answer ? { paragraphs: f.answer.split('\n') } : {}),
        }),
      ),
    ),
    publication: slugged(
      publications,
      (p) => p.title,
      (p, i) => ({
        ...dated(p.isoDate, p.date),
        position: i,
        fields: {
          icon: p.icon,
          category: p.category,
          subtitle: p.subtitle,
          authors: p.authors,
          journal: p.journal,
          doi: p.doi,
          doiUrl: p.doiUrl,
          url: p.url,
        },
      }),
    ),
    press_release: slugged(
      pressReleases,
      (m) => m.title,
      (m, i) => ({
        ...dated(m.isoDate, m.date),
        position: i,
        fields: { url: m.url, image: m.image, source: m.source ?? null },
      }),
    ),
    video: slugged(
      videoCoverage,
      (m) => m.title,
      (m, i) => ({
        ...dated(m.isoDate, m.date),
        position: i,
        fields: { url: m.url, image: m.image, source: m.source ?? null },
      }),
    ),
    case_study: slugged(
      caseStudies,
      (c) => c.title,
      (c, i) => ({
        position: i,
        fields: { subtitle: c.subtitle, points: c.points, highlight: c.highlight },
      }),
    ),
    leader: Object.entries({ management, board, advisors }).flatMap(([group, people]) =>
      slugged(
        people,
        (p) => p.name,
        (p, i) => ({
          position: i,
          fields: { group, description: p.description, image: p.image || null, fullBio: p.fullBio },
        }),
      ),
    ),
  };
}

test('the content the migration loads is every item bundled with the site, as it is', () => {
  const expected = `${JSON.stringify(bundledContent(), null, 2)}\n`;
  if (process.env.UPDATE_BUNDLED_CONTENT === '1') writeFileSync(FILE, expected);
  expect(readFileSync(FILE, 'utf8')).toBe(expected);
});
