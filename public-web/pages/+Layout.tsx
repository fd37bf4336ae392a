// The shared frame of every page: announcement strip and navigation (fixed),
// main content, call-to-action banner, footer, successor popup, scroll-to-top.
// Rendered on the server only: its islands (components/layout/layoutIslands.ts) are hydrated.
import '../styles/global.css';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { CtaBanner } from '../components/layout/CtaBanner';
import { Footer } from '../components/layout/Footer';
import { Navbar } from '../components/layout/Navbar';
import { ScrollingBanner } from '../components/layout/ScrollingBanner';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { SuccessorPopup } from '../components/layout/SuccessorPopup';
import styles from '../components/layout/Layout.module.css';
import { useChrome } from '../i18n/useChrome';
import { DEFAULT_LOCALE } from '../lib/locale';

export default function Layout({ children }: { children: ReactNode }) {
  const { locale = DEFAULT_LOCALE, pageId, pageTexts } = usePageContext();
  // The error page speaks the page's language itself (pages/_error/+Page.tsx), and so does a
  // page translated whole (its pageTexts).
  const untranslated = locale !== DEFAULT_LOCALE && pageId !== '/pages/_error' && !pageTexts;
  const chrome = useChrome();
  // A body not translated yet carries its own lang on a page in another language.
  const english = (part: ReactNode) =>
    locale === DEFAULT_LOCALE ? part : <div lang={DEFAULT_LOCALE}>{part}</div>;
  return (
    <>
      <a href="#main" className="skip-link">
        {chrome.skipToContent}
      </a>
      <header className={styles.header}>
        <ScrollingBanner />
        <Navbar />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {!untranslated ? (
          children
        ) : (
          // A page not translated yet shows its English body: the page says so in its own
          // language, and the English text carries its own lang so that screen readers read
          // it as English.
          <>
            <p className={styles.fallbackNotice} role="note">
              {chrome.fallbackNotice}
            </p>
            {english(children)}
          </>
        )}
      </main>
      <CtaBanner />
      <Footer />
      <SuccessorPopup />
      <ScrollToTop />
    </>
  );
}
