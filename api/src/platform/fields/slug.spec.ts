import { SLUG_PATTERN, slugOf } from './slug';

describe('slugs', () => {
  it('makes a slug of lowercase words from a title, cut at a word, never a bare number', () => {
    expect(slugOf('Kavach Genomics marks Breast Cancer Awareness Month', 80)).toBe(
      'kavach-genomics-marks-breast-cancer-awareness-month',
    );
    expect(slugOf('Q&A: Who can take the HrC test?', 80)).toBe('q-and-a-who-can-take-the-hrc-test');
    expect(slugOf('Café à Pune — 2024', 80)).toBe('cafe-a-pune-2024');
    expect(slugOf('2024', 80)).toBe('item-2024');
    expect(slugOf('!!!', 80)).toBe('item');
    const long = slugOf('word '.repeat(40), 80);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('word')).toBe(true);
    for (const s of ['kavach', 'a-1', 'item-2024']) expect(SLUG_PATTERN.test(s)).toBe(true);
    for (const s of ['2024', 'A-b', 'a--b', '-a', 'a-', 'a b', 'a_b'])
      expect(SLUG_PATTERN.test(s)).toBe(false);
  });
});
