// Records the visible text of the blog and news pages of a running site into
// content-text.before.json and their title, description and JSON-LD into
// content-seo.before.json (run once, before the pages read the API), so
// content-text.spec.ts can check the pages render the same text from the database.
//   node tests/e2e/public-with-api/record-content-text.mjs http://127.0.0.1:4173
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
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const texts = {};
const seo = {};
for (const p of paths) {
  const response = await page.goto(base + p, { waitUntil: 'networkidle' });
  if (response?.status() !== 200) throw new Error(`${p}: HTTP ${response?.status()}`);
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
console.log(`recorded ${paths.length} pages`);
