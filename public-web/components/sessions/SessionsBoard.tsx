/**
 * /our-sessions body: the banners of the active sessions (server-rendered), each with its own
 * Register button (the modal opens with that session chosen), 'Register for the Session' under
 * them (opens it with the first session), 'No Sessions Available', or one fallback session when
 * the list could not be loaded. Its words are the page's language; what staff wrote of a session
 * (its title, time, place and description) is English, marked so on a page in another language.
 */
import { lazy, Suspense, useState } from 'react';
import type { SessionsPageTexts } from '../../i18n/catalog';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';
import type { SessionView } from '../../lib/publicApi';
import { fallbackSession } from './fallbackSession';
import { SessionBanner } from './SessionBanner';
import styles from './Sessions.module.css';

// The modal (form, captcha loader, messages) is fetched when first opened, not with the page.
const RegistrationModal = lazy(() =>
  import('./RegistrationModal').then((m) => ({ default: m.RegistrationModal })),
);

export function SessionsBoard({
  sessions,
  texts: t,
  language = DEFAULT_LOCALE,
}: {
  sessions: SessionView[] | null;
  texts: SessionsPageTexts;
  language?: Locale;
}) {
  // The session the modal opens with (its index in the list), or null while it is closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const unavailable = sessions === null;
  const shown = sessions ?? [fallbackSession(t)];
  // What staff wrote is English; the fallback session is the page's own words.
  const staffLang = language !== DEFAULT_LOCALE && !unavailable ? DEFAULT_LOCALE : undefined;

  return (
    <section className="section" aria-labelledby="sessions-heading">
      <div className="container">
        <h2 id="sessions-heading">{t.sessionsUpcoming}</h2>
        {shown.length === 0 ? (
          <div className={styles.empty} data-testid="no-sessions">
            <h3>{t.sessionsNoneHeading}</h3>
            <p>{t.sessionsNoneText}</p>
          </div>
        ) : (
          <>
            <ul className={styles.list}>
              {shown.map((session, i) => (
                <li key={session.id || i}>
                  <SessionBanner
                    session={session}
                    texts={t}
                    language={language}
                    staffLang={staffLang}
                    eager={i === 0}
                    onRegister={unavailable ? undefined : () => setOpenAt(i)}
                  />
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <button
                type="button"
                className="btn"
                aria-haspopup="dialog"
                onClick={() => setOpenAt(0)}
              >
                {t.sessionsRegister}
              </button>
            </div>
          </>
        )}
      </div>
      {openAt !== null && (
        <Suspense fallback={null}>
          <RegistrationModal
            sessions={shown}
            texts={t}
            language={language}
            staffLang={staffLang}
            initialIndex={openAt}
            unavailable={unavailable}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
