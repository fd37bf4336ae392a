// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { outlineSvgText } from './svg-text-outlines';

const PUBLIC = fileURLToPath(new URL('./public', import.meta.url));

/** How many numbers each relative command of the outlines takes. */
const ARGUMENTS: Record<string, number> = { m: 2, l: 2, q: 4, c: 6, z: 0 };

/** The smallest and largest x of a path's points, its relative steps added up. */
function xRange(d: string): [number, number] {
  const tokens = d.match(/[mlqcz]|-?(\d+\.?\d*|\.\d+)/g) ?? [];
  const xs: number[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (let i = 0; i < tokens.length;) {
    const command = tokens[i++];
    if (command === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    const args = tokens.slice(i, i + ARGUMENTS[command]).map(Number);
    i += args.length;
    for (let p = 0; p < args.length; p += 2) xs.push(x + args[p]);
    [x, y] = [x + args[args.length - 2], y + args[args.length - 1]];
    if (command === 'm') [startX, startY] = [x, y];
  }
  return [Math.min(...xs), Math.max(...xs)];
}

const picture = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100"><title id="t">A picture</title>${body}</svg>`;

describe('the words of an SVG picture drawn as outlines', () => {
  it('leaves a picture without words alone', async () => {
    expect(await outlineSvgText(picture('<circle r="4"/>'), 'a.svg')).toBeNull();
  });

  it("draws each text as a path with its colour and transform, from its group's font settings", async () => {
    const out = (await outlineSvgText(
      picture(
        '<g font-family="Segoe UI, sans-serif" font-size="20" font-weight="700" fill="#263238">' +
          '<text x="10" y="40" transform="rotate(-5 10 40)">Kavach</text>' +
          '<text x="10" y="70" font-weight="400" fill="#1b7f4b">Genomics</text></g>',
      ),
      'a.svg',
    ))!;
    expect(out).not.toContain('<text');
    expect(out).not.toContain('font-');
    expect(out).toContain('<title id="t">A picture</title>');
    expect(out).toContain('<g fill="#263238">');
    const paths = [...out.matchAll(/<path ([^>]*)\/>/g)].map((m) => m[1]);
    expect(paths).toHaveLength(2);
    expect(paths[0]).toContain('transform="rotate(-5 10 40)"');
    expect(paths[1]).toContain('fill="#1b7f4b"');
    // The words start at their x and, at 20 units, are about as wide as Noto Sans draws them.
    const [left, right] = xRange(paths[0].match(/d="([^"]*)"/)![1]);
    expect(left).toBeGreaterThanOrEqual(10);
    expect(left).toBeLessThan(13);
    expect(right - left).toBeGreaterThan(60);
    expect(right - left).toBeLessThan(80);
  });

  it('centres a middle-anchored text on its x, and ends an end-anchored one there', async () => {
    const out = (await outlineSvgText(
      picture(
        '<text x="200" y="40" font-size="20" text-anchor="middle">HrC</text>' +
          '<text x="390" y="80" font-size="20" text-anchor="end">HrC</text>',
      ),
      'a.svg',
    ))!;
    const [middle, end] = [...out.matchAll(/ d="([^"]*)"/g)].map((m) => xRange(m[1]));
    expect(Math.abs((middle[0] + middle[1]) / 2 - 200)).toBeLessThan(2);
    expect(390 - end[1]).toBeGreaterThanOrEqual(0);
    expect(390 - end[1]).toBeLessThan(3);
  });

  it('refuses a letter the font does not have, naming the picture and the words', async () => {
    await expect(
      outlineSvgText(picture('<text x="0" y="20">Book →</text>'), 'images/arrow.svg'),
    ).rejects.toThrow('images/arrow.svg: the font has no letter for "→" in "Book →"');
  });

  it('refuses a position list or a size with units, naming the picture', async () => {
    await expect(
      outlineSvgText(picture('<text x="0 10 20" y="20">abc</text>'), 'images/list.svg'),
    ).rejects.toThrow('images/list.svg: x="0 10 20" is not one number');
    await expect(
      outlineSvgText(picture('<text x="0" y="20" font-size="2em">abc</text>'), 'images/em.svg'),
    ).rejects.toThrow('images/em.svg: font-size="2em" is not one number');
  });

  it("outlines every picture of the site's public folder", async () => {
    const files = fs
      .readdirSync(PUBLIC, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.svg'));
    let outlined = 0;
    for (const file of files) {
      const out = await outlineSvgText(fs.readFileSync(path.join(PUBLIC, file), 'utf8'), file);
      if (out === null) continue;
      expect(out, file).not.toContain('<text');
      outlined++;
    }
    expect(outlined).toBeGreaterThanOrEqual(30);
  }, 60_000);
});
