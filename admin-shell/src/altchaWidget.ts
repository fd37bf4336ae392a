/**
 * Loads the ALTCHA web component (<altcha-widget>); imported dynamically by
 * Captcha.tsx so a reload with a valid session never downloads it. The
 * `external` build keeps styles and workers in separate files (no blob:
 * workers, no inline styles): ready for a strict Content-Security-Policy.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

// jscpd:ignore-start: each front end bundles its own captcha workers (docs/testing.md).
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
// jscpd:ignore-end
