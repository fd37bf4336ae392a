/** Button that appears after 200 px of scrolling and scrolls smoothly to the top. */
import { useEffect, useState } from 'react';
import { scrollToTop } from '../../lib/scroll';
import styles from './ScrollToTop.module.css';

const SCROLL_TOP_THRESHOLD_PX = 200;

export function ScrollToTop() {
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
      aria-label="Scroll to top"
    >
      <span aria-hidden="true" className={styles.arrow} />
    </button>
  );
}
