import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { JSDOM } from 'jsdom';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The words in the site's SVG pictures (the logo, covers, step pictures, partners' logos) are
 * drawn as outlines in the built site. A browser lays out an SVG picture's text inside the
 * picture's own document, on the main thread, on every first visit: the logo's two words took a
 * median 195 ms of a 4 × slowed CPU on each page, against 93 ms for the same picture in
 * outlines, and the covers' words up to 200 ms of `/whatweoffer`. Outlines also draw the same
 * letters on every device, whatever fonts it has. The files in `public/` keep their text, to be
 * read and edited; each picture keeps its <title>.
 *
 * The letters are Noto Sans (SIL Open Font License), from the Latin cut of the variable Noto Sans
 * Devanagari the site already builds its Devanagari font from, at each text's own weight.
 */
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-latin-wght-normal.woff2',
);

const SVG = 'http://www.w3.org/2000/svg';

/** Attributes that only place or shape the text: the outline replaces them. */
const TEXT_ONLY = new Set([
  'x',
  'y',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'letter-spacing',
]);

/** Every letter the Latin cut has: Basic Latin to Latin Extended-B, and punctuation. */
const LATIN = [
  ...Array.from({ length: 0x250 - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x70 }, (_, i) => 0x2000 + i),
]
  .map((c) => String.fromCodePoint(c))
  .join('');

const fonts = new Map<number, Promise<fontkit.Font>>();

/**
 * The font at one weight: the variable file pinned to it by HarfBuzz's instancer (fontkit's own
 * getVariation fails on a WOFF2 file), as a plain TrueType font fontkit lays out.
 */
function fontOfWeight(weight: number): Promise<fontkit.Font> {
  let font = fonts.get(weight);
  if (!font) {
    font = subsetFont(fs.readFileSync(FONT_FILE), LATIN, {
      targetFormat: 'sfnt',
      variationAxes: { wght: weight },
    }).then((file) => fontkit.create(file) as fontkit.Font);
    fonts.set(weight, font);
  }
  return font;
}

/** The value of a presentation attribute as the text inherits it: its own, or its nearest group's. */
function inherited(element: Element, name: string): string | null {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const value = at.getAttribute(name);
    if (value !== null) return value;
  }
  return null;
}

/** A plain number of the picture's units: a list of positions or a length in units is refused. */
function numberOf(value: string | null, fallback: number, name: string, file: string): number {
  if (value === null) return fallback;
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) {
    throw new Error(`${file}: ${name}="${value}" is not one number; write it in plain units`);
  }
  return number;
}

function weightOf(value: string | null): number {
  if (value === null || value === 'normal') return 400;
  if (value === 'bold') return 700;
  const weight = Number(value);
  if (!Number.isFinite(weight)) throw new Error(`font-weight "${value}" is not a number`);
  return weight;
}

/** A tenth of the picture's unit: finer than a screen shows it. */
const tenth = (v: number) => Math.round(v * 10) / 10;

/** Numbers as path data writes them shortest: "-.5" for -0.5, no space before a minus. */
function numbers(values: number[]): string {
  let out = '';
  for (const value of values) {
    const text = String(tenth(value)).replace(/^(-?)0\./, '$1.');
    out += out && !text.startsWith('-') ? ' ' + text : text;
  }
  return out;
}

const LETTER: Record<string, string> = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
};

/**
 * Path data in relative steps, each from the rounded point before (so rounding never drifts):
 * about half the bytes of fontkit's absolute coordinates.
 */
function compactPathData(commands: { command: string; args: number[] }[]): string {
  let d = '';
  let [x, y] = [0, 0];
  let start = [0, 0];
  for (const { command, args } of commands) {
    if (command === 'closePath') {
      d += 'z';
      [x, y] = start;
      continue;
    }
    const letter = LETTER[command];
    if (!letter) throw new Error(`a glyph's path has a "${command}"`);
    const points = args.map(tenth);
    d += letter + numbers(points.map((v, i) => v - (i % 2 ? y : x)));
    [x, y] = points.slice(-2);
    if (command === 'moveTo') start = [x, y];
  }
  return d;
}

/** The outline of one <text>, as the path data that draws it where the text stood. */
async function outlineOf(text: Element, file: string): Promise<string> {
  const words = (text.textContent ?? '').replace(/\s+/g, ' ').trim();
  const size = numberOf(inherited(text, 'font-size'), 16, 'font-size', file);
  const spacing = numberOf(inherited(text, 'letter-spacing'), 0, 'letter-spacing', file);
  const font = await fontOfWeight(weightOf(inherited(text, 'font-weight')));
  const run = font.layout(words);
  const scale = size / font.unitsPerEm;
  run.glyphs.forEach((glyph) => {
    if (glyph.id === 0) {
      const letter = String.fromCodePoint(...glyph.codePoints);
      throw new Error(`${file}: the font has no letter for "${letter}" in "${words}"`);
    }
  });
  const width =
    run.positions.reduce((sum, p) => sum + p.xAdvance * scale, 0) +
    spacing * Math.max(0, run.glyphs.length - 1);
  const anchor = inherited(text, 'text-anchor');
  let pen = numberOf(text.getAttribute('x'), 0, 'x', file);
  if (anchor === 'middle') pen -= width / 2;
  else if (anchor === 'end') pen -= width;
  const baseline = numberOf(text.getAttribute('y'), 0, 'y', file);
  const commands: { command: string; args: number[] }[] = [];
  run.glyphs.forEach((glyph, i) => {
    const at = run.positions[i];
    const placed = glyph.path
      .scale(scale, -scale)
      .translate(pen + at.xOffset * scale, baseline - at.yOffset * scale);
    commands.push(...placed.commands);
    pen += at.xAdvance * scale + spacing;
  });
  return compactPathData(commands);
}

/** The picture with each <text> drawn as a <path> of its outline; null when it has no text. */
export async function outlineSvgText(source: string, file: string): Promise<string | null> {
  if (!source.includes('<text')) return null;
  const dom = new JSDOM(source, { contentType: 'image/svg+xml' });
  const document = dom.window.document;
  for (const text of [...document.getElementsByTagNameNS(SVG, 'text')]) {
    if (text.children.length)
      throw new Error(`${file}: a <text> with parts (<tspan>) is not outlined`);
    const outline = document.createElementNS(SVG, 'path');
    outline.setAttribute('d', await outlineOf(text, file));
    for (const { name, value } of [...text.attributes]) {
      if (!TEXT_ONLY.has(name)) outline.setAttribute(name, value);
    }
    text.replaceWith(outline);
  }
  // The groups' font settings were the texts' only: they would now say nothing.
  for (const group of [...document.getElementsByTagNameNS(SVG, 'g')]) {
    for (const name of ['font-family', 'font-size', 'font-weight']) group.removeAttribute(name);
  }
  return dom.serialize() + '\n';
}

/** Outlines the words of every SVG picture the client build copied from `public/`. */
export function svgTextOutlines(): Plugin {
  let outDir = '';
  return {
    name: 'kavach:svg-text-outlines',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client');
    },
    async writeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => name.endsWith('.svg'))) {
        const full = path.join(outDir, file);
        const outlined = await outlineSvgText(fs.readFileSync(full, 'utf8'), file);
        if (outlined !== null) fs.writeFileSync(full, outlined);
      }
    },
  };
}
