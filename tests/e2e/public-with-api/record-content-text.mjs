// Records the visible text of the content pages of a running site into
// content-text.before.json and their title, description and JSON-LD into
// content-seo.before.json (run before the pages read the API), so routes.spec.ts
// can check the pages render the same text from the database. Pages already recorded are
// kept as they are: only the ones named (default: all) and not yet in the files are added.
//   node tests/e2e/public-with-api/record-content-text.mjs http://127.0.0.1:4173 [/path …]
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = (process.argv[2] ?? 'http://127.0.0.1:4173').replace(/\/+$/, '');
const BLOGS = 31;
const NEWS = 3;
const paths = [
  '/blog',
  ...Array.from({ length: BLOGS }, (_, i) => `/blog/${i}`),
  ...Array.from({ length: NEWS }, (_, i) => `/news/${i}`),
  '/media',
  // The other six kinds (FAQs, publications, press releases, videos, case studies, leaders).
  '/faqs',
  '/faqs/hrc',
  '/faqs/aob',
  '/resources',
  '/science/publications',
  '/science/case-studies',
  '/media/press-release',
  '/media/video-coverage',
  '/about-us/leadership',
];
const named = process.argv.slice(3);
const readJson = (name) =>
  fs.existsSync(path.join(here, name))
    ? JSON.parse(fs.readFileSync(path.join(here, name), 'utf8'))
    : {};
const texts = readJson('content-text.before.json');
const seo = readJson('content-seo.before.json');
const toRecord = paths.filter((p) => (named.length === 0 || named.includes(p)) && !(p in texts));

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
for (const p of toRecord) {
  const response = await page.goto(base + p);
  if (response?.status() !== 200) throw new Error(`${p}: HTTP ${response?.status()}`);
  // The page as a reader sees it: hydrated (public-web/lib/hydrateIslands.tsx sets the flag).
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  texts[p] = (await page.evaluate(() => document.body.innerText)).replace(/\s+/g, ' ').trim();
  seo[p] = await page.evaluate(() => ({
    title: document.title,
    description:
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? 'null'),
    ),
  }));
}
await browser.close();
fs.writeFileSync(
  path.join(here, 'content-text.before.json'),
  JSON.stringify(texts, null, 2) + '\n',
);
fs.writeFileSync(path.join(here, 'content-seo.before.json'), JSON.stringify(seo, null, 2) + '\n');
console.log(`recorded ${toRecord.length} pages`);
