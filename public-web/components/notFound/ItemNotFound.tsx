/**
 * The not-found view of a blog, news item, job opening or tribute, with a Back button (history
 * back), in the words its +data chose (components/notFound/notFoundAbort.ts).
 */
import type { ItemNotFoundView } from './itemNotFound';
import styles from './ItemNotFound.module.css';
import { island } from '../../lib/island';

function ItemNotFoundView({
  heading,
  message,
  detail,
  back: backText,
  fallbackHref,
}: Omit<ItemNotFoundView, 'lang'>) {
  function back() {
    // Opened directly (no page to go back to): go to the list instead.
    if (window.history.length > 1) window.history.back();
    else window.location.assign(fallbackHref);
  }
  return (
    <section className={`page-hero ${styles.wrap}`} data-testid="item-not-found">
      <div className="container center">
        <h1>{heading}</h1>
        <p className={styles.message}>{message}</p>
        <p className={styles.detail}>{detail}</p>
        <div className="btn-row btn-row--center">
          <button type="button" className="btn" onClick={back}>
            {backText}
          </button>
        </div>
      </div>
    </section>
  );
}

export const ItemNotFound = island('ItemNotFound', ItemNotFoundView);
