/**
 * One session: its banner image (placeholder on load error), title, date(s), time, mode, place
 * and description, and its own Register button (opens the form with this session chosen).
 */
import { sessionDateLabel, sessionModeLabel, type SessionView } from '../../lib/publicApi';
import { Img } from '../ui/Img';
import styles from './Sessions.module.css';

export function SessionBanner({
  session,
  eager = false,
  onRegister,
}: {
  session: SessionView;
  eager?: boolean;
  /** Opens the registration form with this session chosen. */
  onRegister?: () => void;
}) {
  const date = sessionDateLabel(session.date, session.endDate);
  return (
    <article
      className={styles.banner}
      aria-labelledby={`session-${session.id || 'fallback'}`}
      data-testid="session-banner"
    >
      <Img
        src={session.image || '/images/news-1.svg'}
        alt={`${session.title} banner`}
        width={1200}
        height={500}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className={styles.bannerImage}
      />
      <div className={styles.bannerBody}>
        <h3 id={`session-${session.id || 'fallback'}`} className={styles.bannerTitle}>
          {session.title}
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>Date</dt>
            <dd>{date}</dd>
          </div>
          {session.time && (
            <div>
              <dt>Time</dt>
              <dd>{session.time}</dd>
            </div>
          )}
          {session.mode && (
            <div>
              <dt>Mode</dt>
              <dd>{sessionModeLabel(session.mode)}</dd>
            </div>
          )}
          {session.place && (
            <div>
              <dt>Place</dt>
              <dd>{session.place}</dd>
            </div>
          )}
        </dl>
        {session.description && <p className={styles.description}>{session.description}</p>}
        {onRegister && (
          <button
            type="button"
            className={`btn ${styles.cardRegister}`}
            aria-haspopup="dialog"
            aria-label={`Register for ${session.title}`}
            data-testid="session-register"
            onClick={onRegister}
          >
            Register
          </button>
        )}
      </div>
    </article>
  );
}
