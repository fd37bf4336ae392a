import { isRealIsoDate } from '../../platform/dates/real-date';
import { IMAGE_URL } from './session.dto';

describe('session input rules', () => {
  it('accepts real ISO dates only', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-1-01',
      '01/02/2024',
      '',
      20240101,
    ]) {
      expect(isRealIsoDate(bad)).toBe(false);
    }
  });

  it('takes site paths and http(s) URLs as images, nothing that could run script', () => {
    for (const ok of [
      '/api/files/session-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png',
      '/images/cover-hrc.svg',
      'https://cdn.example.com/a.png',
    ]) {
      expect(IMAGE_URL.test(ok)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '//evil.example/x.png',
      '/x" onerror="alert(1)',
      'https://x.example/a b.png',
      'images/x.png',
    ]) {
      expect(IMAGE_URL.test(bad)).toBe(false);
    }
  });
});
