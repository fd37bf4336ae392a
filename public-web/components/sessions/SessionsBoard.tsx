/**
 * /our-sessions body: the banners of the active sessions (server-rendered),
 * 'Register for the Session' (opens the registration modal prefilled with
 * the first session), 'No Sessions Available', or one fallback session when
 * the list could not be loaded.
 */
import { lazy, Suspense, useState } from 'react';
import type { SessionView } from '../../lib/publicApi';
import { FALLBACK_SESSION } from './fallbackSession';
import { SessionBanner } from './SessionBanner';
import styles from './Sessions.module.css';

// The modal (form, captcha loader, messages) is fetched when first opened, not with the page.
const RegistrationModal = lazy(() =>
  import('./RegistrationModal').then((m) => ({ default: m.RegistrationModal })),
);

export function SessionsBoard({ sessions }: { sessions: SessionView[] | null }) {
  const [open, setOpen] = useState(false);
  const unavailable = sessions === null;
  const shown = sessions ?? [FALLBACK_SESSION];

  return (
    <section className="section" aria-labelledby="sessions-heading">
      <div className="container">
        <h2 id="sessions-heading">Upcoming sessions</h2>
        {shown.length === 0 ? (
          <div className={styles.empty} data-testid="no-sessions">
            <h3>No Sessions Available</h3>
            <p>
              There are no sessions scheduled right now. Subscribe to our newsletter below to hear
              about the next one.
            </p>
          </div>
        ) : (
          <>
            <ul className={styles.list}>
              {shown.map((session, i) => (
                <li key={session.id || i}>
                  <SessionBanner session={session} eager={i === 0} />
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <button
                type="button"
                className="btn"
                aria-haspopup="dialog"
                onClick={() => setOpen(true)}
              >
                Register for the Session
              </button>
            </div>
          </>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <RegistrationModal
            sessions={shown}
            unavailable={unavailable}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
