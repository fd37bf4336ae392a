import { describe, expect, it } from 'vitest';
import { extractLocale, localizedPath } from './locale';

describe('language prefixes', () => {
  it('reads the language from the prefix, English without one', () => {
    expect(extractLocale('/hi/faqs/hrc')).toEqual({ locale: 'hi', pathname: '/faqs/hrc' });
    expect(extractLocale('/mr')).toEqual({ locale: 'mr', pathname: '/' });
    expect(extractLocale('/faqs')).toEqual({ locale: 'en', pathname: '/faqs' });
    // A path that only begins with the letters is English.
    expect(extractLocale('/hiring')).toEqual({ locale: 'en', pathname: '/hiring' });
  });

  it('prefixes site paths only', () => {
    expect(localizedPath('/faqs', 'hi')).toBe('/hi/faqs');
    expect(localizedPath('/', 'mr')).toBe('/mr');
    expect(localizedPath('/faqs', 'en')).toBe('/faqs');
    for (const other of ['https://book.kavach.example', 'mailto:a@b', '#main', '/api/x', '/hi/x'])
      expect(localizedPath(other, 'hi')).toBe(other);
  });
});
