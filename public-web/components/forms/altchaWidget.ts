/**
 * Loads the ALTCHA web component (<altcha-widget>). Imported dynamically by
 * CaptchaWidget, so only pages with a captcha form download it. The
 * `external` build keeps styles and workers in separate files (no blob:
 * workers or inline styles), which a strict Content-Security-Policy allows.
 */
import 'altcha/external';
// As a URL (not an import) so the site-wide stylesheet does not carry it.
import altchaCssUrl from 'altcha/altcha.css?url';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import type { Locale } from '../../lib/locale';

// jscpd:ignore-start: each front end bundles its own captcha workers (docs/testing.md).
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
// jscpd:ignore-end

if (!document.querySelector('link[data-altcha-css]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = altchaCssUrl;
  link.dataset.altchaCss = '';
  document.head.append(link);
}

/**
 * ALTCHA's own words for the box in a language other than English (its default), loaded
 * before the box is drawn: a few kilobytes, only on a page in that language.
 */
const LANGUAGES: Partial<Record<Locale, () => Promise<unknown>>> = {
  hi: () => import('altcha/i18n/hi'),
  mr: () => import('altcha/i18n/mr'),
};

export async function loadAltchaLanguage(language: Locale): Promise<void> {
  await LANGUAGES[language]?.();
}
