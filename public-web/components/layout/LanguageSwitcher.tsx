/**
 * The same page in the site's other languages, each named in itself. A full page load, as every
 * link is: the page's language, its texts and <html lang> all change. public/page-scripts.js
 * remembers the choice (the banner then stops offering a language).
 *
 * On every page, English ones too: a reader of Marathi on a browser set to English finds their
 * language here; the banner of pages/+bodyHtmlEnd.ts only offers it to a browser that prefers it.
 */
import { usePageContext } from 'vike-react/usePageContext';
import { useChrome } from '../../i18n/useChrome';
import {
  DEFAULT_LOCALE,
  extractLocale,
  LOCALE_NAMES,
  LOCALES,
  localizedPath,
} from '../../lib/locale';
import styles from './Navbar.module.css';

export function LanguageSwitcher() {
  const { urlPathname, locale = DEFAULT_LOCALE } = usePageContext();
  const chrome = useChrome();
  return (
    <div
      role="group"
      aria-label={chrome.languageSwitcher}
      className={styles.languages}
      data-language-switcher
    >
      {LOCALES.map((other) => (
        <a
          key={other}
          href={localizedPath(extractLocale(urlPathname).pathname, other)}
          lang={other}
          hrefLang={other}
          data-locale={other}
          aria-current={other === locale ? 'true' : undefined}
          className={styles.language}
        >
          {LOCALE_NAMES[other]}
        </a>
      ))}
    </div>
  );
}
