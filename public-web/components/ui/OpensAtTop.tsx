/**
 * On a page that always opens scrolled to the top (home, contact, an article), even where the
 * browser would restore where the visitor was (a reload, Back).
 */
import { useEffect } from 'react';
import { island } from '../../lib/island';

function ScrollToTopOnLoad() {
  // Braces: scroll methods return a promise in current Chromium, which would be taken for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return null;
}

export const OpensAtTop = island('OpensAtTop', ScrollToTopOnLoad);
