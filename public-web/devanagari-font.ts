import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The Hindi and Marathi pages' own Devanagari typeface, served from the site (no font service):
 * Noto Sans Devanagari (SIL Open Font License; its variable-weight file from Fontsource), cut
 * down when the site is built to
 *   - the letters Hindi and Marathi write: the Devanagari block, the joiners that pick a
 *     conjunct's form (Marathi's eyelash ra), the dotted circle a lone vowel sign is drawn on
 *     and the rupee sign. Not only the letters the catalogs use today: a translated article may
 *     use any of them, and a word drawn half in another font loses its conjuncts;
 *   - the weights the site's styles use, 400 to 700, on one variable axis.
 * The cut keeps what the shaper needs to form conjuncts from those letters (HarfBuzz's subsetter
 * follows the font's substitution rules). 121 KB become about 70 KB. styles/base.css names the
 * same letters as its `unicode-range`.
 */
const LETTERS = [
  ...Array.from({ length: 0x80 }, (_, i) => 0x900 + i),
  0x200c,
  0x200d,
  0x20b9,
  0x25cc,
]
  .map((c) => String.fromCodePoint(c))
  .join('');

const WEIGHTS = { wght: { min: 400, max: 700 } };

const SOURCE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
);

/** Where the cut font is written; the styles' @font-face names it, and Vite hashes it as an asset. */
const DEVANAGARI_FONT_FILE = fileURLToPath(
  new URL('./styles/generated/noto-sans-devanagari.woff2', import.meta.url),
);

/** What the cut was made from; the font is cut again when it changes. */
const RECIPE = JSON.stringify({ size: fs.statSync(SOURCE).size, LETTERS, WEIGHTS });

/** Writes the cut font before Vite reads the styles (a build, the dev server). */
export function devanagariFont(): Plugin {
  const recipeFile = `${DEVANAGARI_FONT_FILE}.recipe`;
  let cutting: Promise<void> | undefined;
  const cut = async () => {
    const made = fs.existsSync(recipeFile) && fs.readFileSync(recipeFile, 'utf8');
    if (made === RECIPE && fs.existsSync(DEVANAGARI_FONT_FILE)) return;
    const font = await subsetFont(fs.readFileSync(SOURCE), LETTERS, {
      targetFormat: 'woff2',
      variationAxes: WEIGHTS,
    });
    fs.mkdirSync(path.dirname(DEVANAGARI_FONT_FILE), { recursive: true });
    // Whole or not at all: a renamed file never leaves half a font for a reader.
    fs.writeFileSync(`${DEVANAGARI_FONT_FILE}.part`, font);
    fs.renameSync(`${DEVANAGARI_FONT_FILE}.part`, DEVANAGARI_FONT_FILE);
    fs.writeFileSync(recipeFile, RECIPE);
  };
  return {
    name: 'kavach:devanagari-font',
    // Once for the client and server builds alike.
    buildStart: () => (cutting ??= cut()),
  };
}
