/**
 * One session: its banner image (placeholder on load error), title, date(s), time, mode, place
 * and description, and its own Register button (opens the form with this session chosen).
 */
import type { SessionsPageTexts } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import type { Locale } from '../../lib/locale';
import { sessionDateLabel, sessionModeLabel, type SessionView } from '../../lib/publicApi';
import { Img } from '../ui/Img';
import styles from './Sessions.module.css';

export function SessionBanner({
  session,
  texts: t,
  language,
  staffLang,
  eager = false,
  onRegister,
}: {
  session: SessionView;
  texts: SessionsPageTexts;
  language: Locale;
  /** The language of what staff wrote, when it is not the page's. */
  staffLang?: Locale;
  eager?: boolean;
  /** Opens the registration form with this session chosen. */
  onRegister?: () => void;
}) {
  const date = sessionDateLabel(session.date, session.endDate, language);
  const title = { title: session.title };
  return (
    <article
      className={styles.banner}
      aria-labelledby={`session-${session.id || 'fallback'}`}
      data-testid="session-banner"
    >
      <Img
        src={session.image || '/images/news-1.svg'}
        alt={fillSlots(t.sessionBannerAlt, title)}
        width={1200}
        height={500}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className={styles.bannerImage}
      />
      <div className={styles.bannerBody}>
        <h3
          id={`session-${session.id || 'fallback'}`}
          className={styles.bannerTitle}
          lang={staffLang}
        >
          {session.title}
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t.sessionDate}</dt>
            <dd>{date}</dd>
          </div>
          {session.time && (
            <div>
              <dt>{t.sessionTime}</dt>
              <dd lang={staffLang}>{session.time}</dd>
            </div>
          )}
          {session.mode && (
            <div>
              <dt>{t.sessionMode}</dt>
              <dd>{sessionModeLabel(session.mode, t)}</dd>
            </div>
          )}
          {session.place && (
            <div>
              <dt>{t.sessionPlace}</dt>
              <dd lang={staffLang}>{session.place}</dd>
            </div>
          )}
        </dl>
        {session.description && (
          <p className={styles.description} lang={staffLang}>
            {session.description}
          </p>
        )}
        {onRegister && (
          <button
            type="button"
            className={`btn ${styles.cardRegister}`}
            aria-haspopup="dialog"
            aria-label={fillSlots(t.sessionRegisterFor, title)}
            data-testid="session-register"
            onClick={onRegister}
          >
            {t.sessionRegister}
          </button>
        )}
      </div>
    </article>
  );
}
