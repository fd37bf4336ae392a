// @vitest-environment node
/**
 * Every route of routes.ts in English, Hindi and Marathi, as the web server serves the built site
 * (public-web/dist: `npm run build -w @kavach/public-web` first) with no API behind it: each
 * language's page answers as the English one does, in its language (<html lang>), names itself
 * as canonical and the three languages plus x-default as alternates; sitemap.xml lists each page
 * in each language with the same alternates.
 */
import * as fontkit from 'fontkit';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createServer as freePortServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hi from './i18n/hi';
import mr from './i18n/mr';
import { LOCALES, localizedPath } from './lib/locale';
import { DEVANAGARI_FONT_GATE } from './page-scripts.mjs';
import { ROUTES, sitemapRoutes } from './routes';

const SITE = 'http://localhost:3000';
const BUILD = fileURLToPath(new URL('./dist/server/entry.mjs', import.meta.url));

let server: ChildProcess;
let base: string;

/** A port free now on the loopback address. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = freePortServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// The web server as its own process (the site never imports the server that serves it).
beforeAll(async () => {
  if (!fs.existsSync(BUILD))
    throw new Error(`No build at ${BUILD}: run "npm run build -w @kavach/public-web" first.`);
  const port = await freePort();
  server = spawn(
    process.execPath,
    [fileURLToPath(new URL('../web-server/index.mjs', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        API_INTERNAL_URL: 'http://127.0.0.1:9',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Ready once it says where it listens.
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the web server exited (${code})`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('web server on')) resolve();
    });
  });
  server.stdout!.resume();
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.removeAllListeners('exit');
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

const get = (path: string) => fetch(base + path, { redirect: 'manual' });

/** The <link>s of a page's head whose rel is `rel`, as [hreflang or '', href]. */
function links(html: string, rel: string): [string, string][] {
  const found: [string, string][] = [];
  for (const [tag] of html.matchAll(/<link [^>]*>/g)) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    found.push([/hrefLang="([^"]+)"/i.exec(tag)?.[1] ?? '', /href="([^"]+)"/.exec(tag)![1]]);
  }
  return found;
}

describe('every route in every language', () => {
  it('answers as in English, in its language, with its canonical and its alternates', async () => {
    const failures: string[] = [];
    let pages = 0;
    for (const route of ROUTES) {
      const english = await get(route.path);
      // A page the API feeds is, with no API, the error page's "unavailable" view: no canonical.
      const englishHtml = await english.clone().text();
      const indexed = links(englishHtml, 'canonical').length > 0;
      for (const locale of LOCALES) {
        const path = localizedPath(route.path, locale);
        const res = locale === 'en' ? english : await get(path);
        const fail = (what: string) => failures.push(`${path}: ${what}`);
        if (res.status !== english.status) fail(`${res.status}, English ${english.status}`);
        // The nutrigenomics address answers a redirect to its own website in every language.
        // (Its body is read too: a response left unread keeps its connection busy, and the web
        // server, stopping, waits for busy connections.)
        if (res.status === 302) {
          await res.arrayBuffer();
          continue;
        }
        // Pages with a block from the API say so with a 503 (no API here), as in English.
        if (res.status !== 200 && res.status !== 503) fail(`HTTP ${res.status}`);
        const html = await res.text();
        pages++;
        if (!html.includes(`<html lang="${locale}"`)) fail('<html lang>');
        if (!indexed) {
          if (links(html, 'canonical').length > 0) fail('a canonical the English page lacks');
          continue;
        }
        const own = route.canonical ?? route.path;
        const canonical = links(html, 'canonical').map(([, href]) => href);
        if (canonical.join() !== SITE + localizedPath(own, locale)) fail(`canonical ${canonical}`);
        const alternates = Object.fromEntries(links(html, 'alternate'));
        const expected = Object.fromEntries([
          ...LOCALES.map((l) => [l, SITE + localizedPath(own, l)]),
          ['x-default', SITE + own],
        ]);
        for (const [lang, href] of Object.entries(expected))
          if (alternates[lang] !== href) fail(`alternate ${lang} ${alternates[lang]}`);
        // A page not translated yet: its English body, below the line saying so, carries its lang.
        const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        if (locale !== 'en' && main.includes('role="note"') && !/<div lang="en">/.test(main))
          fail('the English body has no lang');
      }
    }
    expect(failures).toEqual([]);
    expect(pages).toBeGreaterThan(ROUTES.length * 2);
    // Every route in three languages, one request after another: some 250 pages rendered, which
    // on a busy two-core machine takes longer than a single check's default 5 s.
  }, 60_000);

  it.each([
    ['/contact-us', 'hi', 'संपर्क करें', 'कोई सवाल है? आज ही हमसे संपर्क करें, हम मदद के लिए यहाँ हैं!', 1],
    [
      '/contact-us',
      'mr',
      'संपर्क साधा',
      'काही प्रश्न आहेत? आजच आमच्याशी संपर्क साधा, आम्ही मदतीसाठी आहोत!',
      1,
    ],
    ['/our-sessions', 'hi', 'हमारे सत्र', 'हमारे सत्र', 0],
    ['/newsletter/unsubscribe', 'mr', 'न्यूजलेटरचे सदस्यत्व सोडा', 'न्यूजलेटरचे सदस्यत्व सोडा', 0],
    ['/', 'hi', 'कैंसर की शीघ्र पहचान के लिए रक्त जाँच और न्यूट्रिजीनोमिक्स', 'न्यूट्रिजीनोमिक्स', 0],
    ['/', 'mr', 'कर्करोगाच्या लवकर निदानासाठी रक्त चाचण्या आणि न्यूट्रिजीनोमिक्स', 'न्यूट्रिजीनोमिक्स', 0],
    ['/our-sessions', 'mr', 'आमची सत्रे', 'आमची सत्रे', 0],
    ['/whatweoffer', 'hi', 'हमारी सेवाएँ: HrC और B3 टेस्ट', 'हमारी सेवाएँ', 0],
    ['/whatweoffer', 'mr', 'आमच्या सेवा: HrC आणि B3 चाचण्या', 'आमच्या सेवा', 0],
    // Content routes with a PageContent in the language (lib/contentPages.ts).
    ['/screening-subject', 'hi', 'स्वस्थ लोगों के लिए स्क्रीनिंग', 'स्वस्थ लोगों के लिए स्क्रीनिंग', 0],
    ['/cancer-survivor', 'mr', 'कर्करोगातून बरे झालेले', 'कर्करोगातून बरे झालेले', 0],
    ['/diabetes-comorbidities', 'hi', 'साथ की बीमारियों का प्रबंधन', 'साथ की बीमारियों का प्रबंधन', 0],
    [
      '/cancercta',
      'mr',
      'पहिले पाऊल उचला',
      'कर्करोगाचे लवकर निदान करा आणि आजच तुमच्या आरोग्याची सूत्रे हाती घ्या!',
      0,
    ],
    ['/products/hrc', 'hi', 'HrC कैंसर जोखिम टेस्ट', 'HrC टेस्ट', 0],
    ['/products/packages/corporate', 'mr', 'कॉर्पोरेट पॅकेज', 'कॉर्पोरेट पॅकेज', 0],
    ['/science/hrc-aob', 'hi', 'हमारे टेस्ट के पीछे का विज्ञान', 'दोनों टेस्ट के पीछे का विज्ञान', 0],
    ['/products/packages/hospitals', 'mr', 'रुग्णालयांसाठी पॅकेज', 'रुग्णालयांसाठी पॅकेज', 0],
    ['/products/b-cube/onco', 'hi', 'कैंसर के लिए B3 टेस्ट', 'B3 टेस्ट', 0],
    ['/about-us/the-company', 'mr', 'आम्ही कोण आहोत', 'आम्ही कोण आहोत', 0],
    ['/about-us', 'hi', 'हमारे बारे में', 'Kavach Genomics के बारे में', 0],
    ['/abou-us', 'mr', 'आमच्याविषयी', 'Kavach Genomics विषयी', 0],
    ['/about-us/our-licensors', 'hi', 'हमारे लाइसेंसदाता', 'हमारे लाइसेंसदाता', 0],
    ['/media/articles', 'mr', 'लेख', 'लेख', 0],
    ['/about-us/our-investors', 'hi', 'हमारे निवेशक', 'हमारे निवेशक', 0],
    ['/about-us/our-investors', 'mr', 'आमचे गुंतवणूकदार', 'आमचे गुंतवणूकदार', 0],
    // Pages translated whole through the catalogs (i18n/catalog.ts TRANSLATED_PAGES).
    ['/coming-soon', 'hi', 'जल्द आ रहा है', 'जल्द आ रहा है', 0],
    ['/coming-soon', 'mr', 'लवकरच येत आहे', 'लवकरच येत आहे', 0],
    ['/media/media-contact', 'hi', 'मीडिया संपर्क', 'मीडिया संपर्क', 0],
    ['/media/media-contact', 'mr', 'मीडिया संपर्क', 'मीडिया संपर्क', 0],
    // A tribute: its name as written, its title and words in the page's language.
    ['/tribute/vasant-kelkar', 'hi', 'Dr. Vasant Kelkar की स्मृति में', 'Dr. Vasant Kelkar', 0],
    ['/tribute/radhika-menon', 'mr', 'Radhika Menon यांच्या स्मृतीत', 'Radhika Menon', 0],
    // The legal pages' translations (content/legal.{hi,mr}.ts).
    ['/terms', 'hi', 'सेवा की शर्तें', 'सेवा की शर्तें', 0],
    ['/privacy-policy', 'mr', 'गोपनीयता धोरण', 'गोपनीयता धोरण', 0],
    // With no API here, their blocks from the API say so in the page's language (below).
    ['/media', 'hi', 'मीडिया और समाचार', 'कैंसर की पहचान के भविष्य की दिशा में अग्रणी', 0],
    [
      '/resources',
      'mr',
      'संसाधने: प्रश्न, संशोधन आणि ब्लॉग',
      'माहिती, संशोधन आणि उत्तरांचे एक सर्वसमावेशक केंद्र',
      0,
    ],
  ] as const)(
    'a page translated whole (%s in %s) is in its language, title and heading too, with no English body',
    async (path, locale, title, heading, englishParts) => {
      const html = await (await get(localizedPath(path, locale))).text();
      expect(html).toContain(`<title>${title} | Kavach Genomics</title>`);
      expect(html).toContain(`>${heading}</h1>`);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, 'no line saying the page is English').not.toContain('role="note"');
      // Only the contact form's legal notice is English (with no API here, the sessions page
      // shows its stand-in session, in the page's language).
      expect(main.match(/ lang="en"/g) ?? []).toHaveLength(englishParts);
    },
  );

  it.each([
    ['/media', 'en', ['The news is unavailable for a moment. Please try again shortly.']],
    ['/media', 'hi', [hi.messages.unavailableNews]],
    [
      '/resources',
      'en',
      [
        'The FAQs are unavailable for a moment. Please try again shortly.',
        'The FAQs are unavailable for a moment. Please try again shortly.',
        'The blog posts are unavailable for a moment. Please try again shortly.',
      ],
    ],
    [
      '/resources',
      'mr',
      [mr.messages.unavailableFaq, mr.messages.unavailableFaq, mr.messages.unavailableBlog],
    ],
  ] as const)(
    "%s in %s with no API: its blocks from the API say so (503), in the page's language",
    async (path, locale, sentences) => {
      const res = await get(localizedPath(path, locale));
      expect(res.status).toBe(503);
      const html = await res.text();
      const blocks = [
        ...html.matchAll(/<p ([^>]*data-testid="content-unavailable"[^>]*)>([^<]*)</g),
      ];
      expect(blocks.map(([, , text]) => text)).toEqual(sentences);
      // Not marked as English: no lang of their own, none around them.
      for (const [, attributes] of blocks) expect(attributes).not.toContain('lang=');
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).not.toContain(' lang="en"');
    },
  );

  it('no page of the route table is left in English under the line saying so', async () => {
    // (With no API, a page the API feeds is its 503 view, in the page's language too.)
    const english: string[] = [];
    for (const route of ROUTES)
      for (const locale of ['hi', 'mr'] as const) {
        const res = await get(localizedPath(route.path, locale));
        const html = await res.text();
        const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        if (main.includes('role="note"')) english.push(localizedPath(route.path, locale));
      }
    expect(english).toEqual([]);
  }, 60_000);

  it.each([
    ['hi', hi],
    ['mr', mr],
  ] as const)(
    "the navigation's name, its logo's text and its menu button are in the page's language (%s)",
    async (locale, { messages }) => {
      const html = await (await get(`/${locale}/our-sessions`)).text();
      const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
      expect(nav).toContain(`aria-label="${messages.navLabel}"`);
      expect(nav).toContain(`alt="${messages.navLogo.replace('{brand}', 'Kavach Genomics')}"`);
      expect(nav).toContain(`>${messages.navOpenMenu}</span>`);
      // (The switcher names English in English, marked so: the only English in it.)
      expect(nav).not.toMatch(/"Main"| home"|Open menu|Close menu/);
    },
  );

  it("the frame's scrolling announcement is in the page's language, the names as written", async () => {
    const html = await (await get('/hi')).text();
    expect(html).toContain('aria-label="सूचना"');
    expect(html).toContain(
      'हमारा डायग्नोस्टिक कारोबार अब Raksha Diagnostics है। HrC और B3 टेस्ट Raksha Diagnostics की वेबसाइट पर बुक करें →',
    );
    expect(html).toContain('सूचना रोकें');
    // Read as Hindi, not marked as English.
    expect(html).not.toMatch(/<div lang="en"><aside/);
  });

  it.each([
    ['hi', hi],
    ['mr', mr],
  ] as const)(
    "the call to action above the footer is in the page's language (%s), its links too",
    async (locale, { messages }) => {
      const html = await (await get(`/${locale}/our-sessions`)).text();
      const cta = html.slice(
        html.indexOf('aria-labelledby="cta-heading"'),
        html.indexOf('<footer'),
      );
      expect(cta).toContain(`>${messages.ctaHeadline}</h2>`);
      expect(cta).toContain(`>${messages.ctaBookTest}<span class="visually-hidden">`);
      expect(cta).toContain(messages.opensInNewTab);
      expect(cta).toContain(`href="/${locale}/contact-us"`);
      expect(cta).toContain(`>${messages.navContactUs}</a>`);
      expect(cta).not.toMatch(/lang="en"|Detect cancer|Book a Test|new tab/);
    },
  );

  it('an unknown address in Hindi is the not-found page in Hindi', async () => {
    const res = await get('/hi/no-such-page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('पेज नहीं मिला');
    // Its <title> too, and the line above its heading.
    expect(html).toContain('<title>पेज नहीं मिला | Kavach Genomics</title>');
    expect(html).toContain('>त्रुटि 404</p>');
    expect(html).not.toContain('Page not found');
  });

  it("the site's share picture is described in the page's language, in English as before", async () => {
    const alt = (html: string) => /<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1];
    expect(alt(await (await get('/')).text())).toBe(
      'Kavach Genomics: detect cancer early and take control of your health',
    );
    expect(alt(await (await get('/hi/contact-us')).text())).toBe(
      'Kavach Genomics: कैंसर की शीघ्र पहचान करें और अपनी सेहत अपने हाथ में लें',
    );
    expect(alt(await (await get('/mr/no-such-page')).text())).toBe(
      'Kavach Genomics: कर्करोगाचे लवकर निदान करा आणि आपले आरोग्य आपल्या हाती घ्या',
    );
  });

  it('an unknown address in English is the not-found page as before', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>Page not found | Kavach Genomics</title>');
    expect(html).toContain('>Error 404</p>');
  });

  it('a page the API feeds is, with no API, the 503 view in Marathi, its <title> too', async () => {
    const res = await get('/mr/faqs');
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('<title>काहीतरी चुकले | Kavach Genomics</title>');
    expect(html).toContain(mr.messages.unavailableFaq);
    expect(html).not.toContain('Something went wrong');
  });

  it('sitemap.xml lists each page in each language with its alternates', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    for (const route of sitemapRoutes())
      for (const locale of LOCALES) {
        const loc = SITE + localizedPath(route.path, locale);
        const entry = entries.find((e) => e.includes(`<loc>${loc}</loc>`));
        expect(entry, loc).toBeDefined();
        for (const l of LOCALES)
          expect(entry).toContain(
            `<xhtml:link rel="alternate" hreflang="${l}" href="${SITE + localizedPath(route.path, l)}"/>`,
          );
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE + route.path}"/>`,
        );
      }
  });
});

describe("the Hindi and Marathi pages' Devanagari font (devanagari-font.ts)", () => {
  /** The stylesheets a page links, read from the server, as one text. */
  const stylesOf = async (html: string) =>
    Promise.all(
      [...html.matchAll(/<link [^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map(async (m) =>
        (await get(m[1])).text(),
      ),
    ).then((all) => all.join('\n'));
  /** The @font-face rules of a stylesheet, by family. */
  const faceOf = (css: string, family: string) =>
    [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
      .map((m) => m[1])
      .find((f) => /font-family:\s*"?([^";]+)/.exec(f)?.[1] === family);
  /** The address of the site's own Devanagari font, as a page's stylesheet names it. */
  const fontAddress = (css: string) =>
    /url\("?([^")]+\.woff2)"?\)/.exec(faceOf(css, 'Kavach Devanagari')!)![1];

  it('no page preloads it; a Hindi or Marathi page opens with the gate its policy allows; the site serves the file', async () => {
    const [hi, mr, en] = await Promise.all(['/hi', '/mr/our-sessions', '/'].map(get));
    const pages = { hi: await hi.text(), mr: await mr.text(), en: await en.text() };
    for (const html of Object.values(pages))
      expect(html).not.toMatch(/<link [^>]*rel="preload"[^>]*as="font"/);
    // The gate runs before anything of the page: the first element of its head.
    for (const [page, res] of [
      [pages.hi, hi],
      [pages.mr, mr],
    ] as const) {
      const gate = /<head>\s*<script>([^<]+)<\/script>/.exec(page)?.[1];
      expect(gate).toBe(DEVANAGARI_FONT_GATE);
      const hash = createHash('sha256').update(gate!).digest('base64');
      const scripts = /script-src ([^;]+)/.exec(res.headers.get('content-security-policy')!)![1];
      expect(scripts.split(' ')).toContain(`'sha256-${hash}'`);
    }
    expect(pages.en).not.toContain(DEVANAGARI_FONT_GATE);

    const address = fontAddress(await stylesOf(pages.hi));
    expect(address).toMatch(/^\/assets\/.+\.woff2$/);
    const font = await get(address);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toContain('immutable');
    // The whole file arrives (read to the end, which also frees the connection).
    const served = Buffer.from(await font.arrayBuffer());
    expect(
      served.equals(
        fs.readFileSync(fileURLToPath(new URL(`./dist/client${address}`, import.meta.url))),
      ),
    ).toBe(true);
  });

  it('draws every letter Hindi and Marathi write, in the weights the styles use, and its stand-in keeps its lines', async () => {
    const html = await (await get('/hi')).text();
    const css = await stylesOf(html);
    const address = fontAddress(css);
    const file = fileURLToPath(new URL(`./dist/client${address}`, import.meta.url));
    const font = fontkit.create(fs.readFileSync(file)) as fontkit.Font;
    // The catalogs' letters, and the whole block a translated article may use.
    const written = new Set(
      [...JSON.stringify(hi.messages), ...JSON.stringify(mr.messages)].filter((c) =>
        /\p{Script=Devanagari}/u.test(c),
      ),
    );
    expect(written.size).toBeGreaterThan(50);
    for (let c = 0x900; c <= 0x97f; c++) written.add(String.fromCodePoint(c));
    const missing = [...written].filter(
      (c) => /\p{L}|\p{M}|\p{N}|\p{P}/u.test(c) && !font.hasGlyphForCodePoint(c.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
    // A conjunct is one glyph, not its letters side by side: the cut kept the shaping rules.
    expect(font.layout('क्ष').glyphs).toHaveLength(1);
    expect(font.variationAxes.wght).toMatchObject({ min: 400, max: 700 });

    // The stand-in has this font's line metrics.
    const standIn = faceOf(css, 'Kavach Devanagari Stand-in');
    const percent = (face: string, name: string) =>
      Number(new RegExp(`${name}:\\s*([\\d.]+)%`).exec(face)?.[1]);
    expect(percent(standIn!, 'ascent-override')).toBeCloseTo(
      (font.ascent / font.unitsPerEm) * 100,
      1,
    );
    expect(percent(standIn!, 'descent-override')).toBeCloseTo(
      (-font.descent / font.unitsPerEm) * 100,
      1,
    );
    expect(percent(standIn!, 'line-gap-override')).toBe((font.lineGap / font.unitsPerEm) * 100);
  });
});
