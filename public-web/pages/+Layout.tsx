// The shared frame of every page: announcement strip and navigation (fixed),
// main content, call-to-action banner, footer, successor popup, scroll-to-top.
import '../styles/global.css';
import { useEffect, type ReactNode } from 'react';
import { CtaBanner } from '../components/layout/CtaBanner';
import { Footer } from '../components/layout/Footer';
import { Navbar } from '../components/layout/Navbar';
import { ScrollingBanner } from '../components/layout/ScrollingBanner';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { SuccessorPopup } from '../components/layout/SuccessorPopup';
import styles from '../components/layout/Layout.module.css';

export default function Layout({ children }: { children: ReactNode }) {
  // Marks the page as interactive (end-to-end tests wait for it before driving timers).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <header className={styles.header}>
        <ScrollingBanner />
        <Navbar />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <CtaBanner />
      <Footer />
      <SuccessorPopup />
      <ScrollToTop />
    </>
  );
}
