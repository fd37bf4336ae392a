/** Button that appears after 200 px of scrolling and scrolls smoothly to the top, named in the page's language. */
import { useEffect, useState } from 'react';
import { useChrome } from '../../i18n/useChrome';
import { scrollToTop } from '../../lib/scroll';
import styles from './ScrollToTop.module.css';
import { island } from '../../lib/island';

const SCROLL_TOP_THRESHOLD_PX = 200;

function ScrollToTopButton() {
  const chrome = useChrome();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={scrollToTop}
      aria-label={chrome.scrollToTop}
    >
      <span aria-hidden="true" className={styles.arrow} />
    </button>
  );
}

export const ScrollToTop = island('ScrollToTop', ScrollToTopButton);
